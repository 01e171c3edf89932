import { createHmac, randomUUID, timingSafeEqual } from 'node:crypto';
import { API_PATHS, API_PREFIX } from '@plotline/contract/api-paths';
import { GENOME_FILE_MAX_BYTES } from '@plotline/contract/genome-files';
import type { S3Settings } from '../../platform/files/s3-file-store.ts';

/**
 * The contract's form upload of sequencing files (api-contract §10, decision 047):
 * `get_url_to_upload_fastq/` answers `{url, fields}`, a form the browser posts with the file
 * last. With S3 (and keys configured) it is an S3 presigned POST policy (SigV4), so the bytes
 * go straight to the bucket; otherwise it is our own form route, its fields signed with a
 * key derived from the server's secret. Either way the object key is bound to the user
 * (`genome-uploads/<user id>/…`), which save_fastq_file/ checks.
 */

/** How long a form stays valid. */
export const FORM_TTL_SECONDS = 60 * 60;

/** Folder of form uploads: `genome-uploads/<user id>/<uuid>/<name>`. */
export const FORM_KEY_PREFIX = 'genome-uploads';

/** The key prefix of one user's form uploads. */
export function formKeyPrefixOf(userId: number): string {
  return `${FORM_KEY_PREFIX}/${userId}/`;
}

/** A file-store key for a name: characters a key allows (file-key.ts), no leading dot. */
function keySafe(name: string): string {
  const safe = name.replace(/[^A-Za-z0-9._-]/g, '_').replace(/^[._]+/, '');
  return (safe || 'reads').slice(-150);
}

/** A fresh key of a user's form upload. */
export function newFormKey(userId: number, name: string): string {
  return `${formKeyPrefixOf(userId)}${randomUUID()}/${keySafe(name)}`;
}

function hmac(key: Buffer | string, text: string): Buffer {
  return createHmac('sha256', key).update(text).digest();
}

/** The key signing our own forms: derived from the server's secret, never the secret itself. */
export function formSigningKey(secret: Uint8Array): Buffer {
  return hmac(Buffer.from(secret), 'plotline genome form upload v1');
}

/** The signature of a local form's fields. */
function localSignature(signingKey: Buffer, key: string, expires: string): string {
  return hmac(signingKey, `${key}\n${expires}`).toString('hex');
}

/** Our own form: the route's address and the signed fields. */
export function localForm(signingKey: Buffer, key: string, now = Date.now()) {
  const expires = String(Math.floor(now / 1000) + FORM_TTL_SECONDS);
  return {
    url: `${API_PREFIX}/${API_PATHS.fastqFormUpload}`,
    fields: { key, expires, signature: localSignature(signingKey, key, expires) },
  };
}

/** Whether a local form's fields are ours, unexpired, and name a key of a form upload. */
export function checkLocalForm(
  signingKey: Buffer,
  fields: Record<string, string>,
  now = Date.now(),
): string | undefined {
  const { key, expires, signature } = fields;
  if (!key || !expires || !signature || !key.startsWith(`${FORM_KEY_PREFIX}/`)) return undefined;
  if (!/^\d{1,12}$/.test(expires) || Number(expires) * 1000 < now) return undefined;
  const expected = Buffer.from(localSignature(signingKey, key, expires), 'hex');
  const given = Buffer.from(signature, 'hex');
  if (given.length !== expected.length || !timingSafeEqual(given, expected)) return undefined;
  return key;
}

/** SigV4's signing key: HMAC chain of `AWS4`+secret → day → region → service → `aws4_request`. */
export function sigV4SigningKey(secret: string, day: string, region: string, service: string) {
  return hmac(hmac(hmac(hmac(`AWS4${secret}`, day), region), service), 'aws4_request');
}

/** `YYYYMMDD'T'HHMMSS'Z'` of a time. */
function amzDate(date: Date): string {
  return date
    .toISOString()
    .replace(/[-:]/g, '')
    .replace(/\.\d{3}/, '');
}

/**
 * An S3 presigned POST (SigV4, "Browser-based uploads using POST"): the policy (bucket, the
 * exact key, 1 byte..100 GB, the signing fields) as base64 JSON, signed with the key derived
 * from the secret, the day, the region and `s3`. Undefined when no keys are configured (the
 * SDK's own chain — an instance role — cannot sign here): the local form is used then.
 */
export function s3Form(settings: S3Settings, key: string, now = new Date()) {
  if (!settings.accessKeyId || !settings.secretAccessKey) return undefined;
  const stamp = amzDate(now);
  const day = stamp.slice(0, 8);
  const credential = `${settings.accessKeyId}/${day}/${settings.region}/s3/aws4_request`;
  const expiration = new Date(now.getTime() + FORM_TTL_SECONDS * 1000).toISOString();
  const policy = Buffer.from(
    JSON.stringify({
      expiration,
      conditions: [
        { bucket: settings.bucket },
        { key },
        ['content-length-range', 1, GENOME_FILE_MAX_BYTES],
        { 'x-amz-algorithm': 'AWS4-HMAC-SHA256' },
        { 'x-amz-credential': credential },
        { 'x-amz-date': stamp },
      ],
    }),
  ).toString('base64');
  const signingKey = sigV4SigningKey(settings.secretAccessKey, day, settings.region, 's3');
  const signature = hmac(signingKey, policy).toString('hex');
  const base = settings.endpoint
    ? settings.forcePathStyle
      ? `${settings.endpoint.replace(/\/$/, '')}/${settings.bucket}/`
      : settings.endpoint.replace('://', `://${settings.bucket}.`).replace(/\/?$/, '/')
    : `https://${settings.bucket}.s3.${settings.region}.amazonaws.com/`;
  return {
    url: base,
    fields: {
      key,
      policy,
      'x-amz-algorithm': 'AWS4-HMAC-SHA256',
      'x-amz-credential': credential,
      'x-amz-date': stamp,
      'x-amz-signature': signature,
    },
  };
}
