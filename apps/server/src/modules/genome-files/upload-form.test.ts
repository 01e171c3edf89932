import { describe, expect, it } from 'vitest';
import {
  checkLocalForm,
  FORM_TTL_SECONDS,
  formSigningKey,
  localForm,
  newFormKey,
  s3Form,
  sigV4SigningKey,
} from './upload-form.ts';

describe('the upload form of sequencing files', () => {
  it('derives SigV4’s signing key as AWS documents it', () => {
    // "Examples of how to derive a signing key for Signature Version 4" (AWS General Reference)
    const key = sigV4SigningKey(
      'wJalrXUtnFEMI/K7MDENG+bPxRfiCYEXAMPLEKEY',
      '20120215',
      'us-east-1',
      'iam',
    );
    expect(key.toString('hex')).toBe(
      'f4780e2d9f65fa895f9c67b32ce1baf0b0d8a43505a000a1a9e090d414db404d',
    );
  });

  it('signs an S3 POST policy binding the exact key, only with configured keys', () => {
    const settings = { bucket: 'b', region: 'eu-west-1', forcePathStyle: false };
    const key = newFormKey(7, 'my reads (1).fq.gz');
    expect(key).toMatch(/^genome-uploads\/7\/[0-9a-f-]{36}\/my_reads__1_.fq.gz$/);
    expect(s3Form(settings, key)).toBeUndefined();
    const form = s3Form(
      { ...settings, accessKeyId: 'AK', secretAccessKey: 'SK' },
      key,
      new Date('2026-01-02T03:04:05Z'),
    );
    expect(form?.url).toBe('https://b.s3.eu-west-1.amazonaws.com/');
    expect(form?.fields['x-amz-credential']).toBe('AK/20260102/eu-west-1/s3/aws4_request');
    expect(form?.fields['x-amz-date']).toBe('20260102T030405Z');
    const policy = JSON.parse(Buffer.from(form?.fields.policy ?? '', 'base64').toString());
    expect(policy.expiration).toBe('2026-01-02T04:04:05.000Z');
    expect(policy.conditions).toContainEqual({ key });
    expect(policy.conditions).toContainEqual(['content-length-range', 1, 100 * 1024 ** 3]);
  });

  it('accepts our own fields only unchanged and before they expire', () => {
    const signing = formSigningKey(new TextEncoder().encode('a server secret of 32 characters!'));
    const now = Date.UTC(2026, 0, 1);
    const key = newFormKey(3, 'r.fq');
    const { fields } = localForm(signing, key, now);
    expect(checkLocalForm(signing, fields, now)).toBe(key);
    expect(checkLocalForm(signing, fields, now + (FORM_TTL_SECONDS + 1) * 1000)).toBeUndefined();
    expect(checkLocalForm(signing, { ...fields, key: newFormKey(4, 'r.fq') }, now)).toBeUndefined();
    expect(
      checkLocalForm(signing, { ...fields, expires: String(Number(fields.expires) + 60) }, now),
    ).toBeUndefined();
    const other = formSigningKey(new TextEncoder().encode('another secret of 32 characters!!'));
    expect(checkLocalForm(other, fields, now)).toBeUndefined();
  });
});
