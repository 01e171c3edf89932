import { randomBytes } from 'node:crypto';
import { mkdtempSync } from 'node:fs';
import { rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { UPLOAD_MAX_BYTES, UPLOADS_PATH } from '@plotline/contract/uploads';
import { FileStore as TusFileStore } from '@tus/file-store';
import { S3Store } from '@tus/s3-store';
import { Server } from '@tus/server';
import type { ServerRequest } from 'srvx';
import { keptFileName } from '../files/file-name.ts';
import { S3_MIN_PART_SIZE, type S3Settings, s3ClientConfigOf } from '../files/s3-file-store.ts';
import { pickLanguage, translate } from '../i18n/translate.ts';
import { CheckedDataStore, UploadRefused } from './checked-data-store.ts';
import { sweepDiskUploads, UNFINISHED_UPLOAD_TTL_MS } from './sweep-uploads.ts';

/** Folder (and file-store key prefix) of resumable uploads: `resumable/<32 hex>`. */
export const UPLOAD_KEY_PREFIX = 'resumable/';
const ID_PATTERN = /^[0-9a-f]{32}$/;

/** The tus server and its store, built once for the app (decision 033). */
export type UploadService = {
  tus: Server;
  store: CheckedDataStore;
  /** Who owns each request being handled: set by the route, read when tus creates the upload. */
  owners: WeakMap<ServerRequest, number>;
  /**
   * Errors that were not tus's own answers (a failing disk or bucket), by request: the route
   * rethrows them so the error handler logs them and answers the API's 500 without their text.
   */
  failures: WeakMap<ServerRequest, unknown>;
  /** Removes unfinished uploads idle for a day (and finished ones nobody took for a week). */
  sweep(): Promise<number>;
  /** Ends the service: a `memory://` run's throw-away upload folder is deleted. */
  close(): Promise<void>;
};

/** The file-store key (and tus id) of the upload whose address ends in `publicId`. */
export function uploadKeyOf(publicId: string): string | undefined {
  return ID_PATTERN.test(publicId) ? `${UPLOAD_KEY_PREFIX}${publicId}` : undefined;
}

/**
 * The upload stored under `key`, or undefined when there is none (tus's 404 and 410).
 * @throws the store's error when it cannot answer (a failing disk or bucket)
 */
export async function findUpload(store: CheckedDataStore, key: string) {
  try {
    return await store.getUpload(key);
  } catch (error) {
    const status = (error as { status_code?: number } | null)?.status_code;
    if (status === 404 || status === 410) return undefined;
    throw error;
  }
}

/**
 * Builds the tus server: uploads under `<dataDir>/files/resumable/` (beside the file store's
 * files, so a finished upload is a file-store key), or in the S3 bucket under the same
 * prefix when S3 is configured. Each upload is named by 16 random bytes; its address is
 * `/api/v1/uploads/<32 hex>/`; metadata gets the owner's id at creation.
 */
export function createUploadService(options: {
  dataDir: string;
  s3?: S3Settings;
  /** Origins allowed cross-origin (CORS_ORIGINS); none by default, like the rest of the API. */
  corsOrigins?: readonly string[];
  /** How long an S3 upload may stay unfinished (from its start); a day unless a test says. */
  s3UnfinishedTtlMs?: number;
}): UploadService {
  const corsOrigins = options.corsOrigins ?? [];
  const owners = new WeakMap<ServerRequest, number>();
  const failures = new WeakMap<ServerRequest, unknown>();
  const throwAway = options.dataDir === 'memory://';
  const root = throwAway
    ? mkdtempSync(join(tmpdir(), 'plotline-resumable-'))
    : join(options.dataDir, 'files');
  const inner = options.s3
    ? new S3Store({
        partSize: S3_MIN_PART_SIZE * 2,
        expirationPeriodInMilliseconds: options.s3UnfinishedTtlMs ?? UNFINISHED_UPLOAD_TTL_MS,
        useTags: false,
        // no metadata cache: another server, or the sweep, may have ended the upload since
        // (a cached entry made an expired upload look finished); one HEAD of `.info` each time
        cache: {
          get: async () => undefined,
          set: async () => undefined,
          delete: async () => undefined,
        },
        s3ClientConfig: { bucket: options.s3.bucket, ...s3ClientConfigOf(options.s3) },
      })
    : new TusFileStore({ directory: root });
  const store = new CheckedDataStore(inner);
  const tus = new Server({
    path: UPLOADS_PATH.slice(0, -1),
    datastore: store,
    maxSize: UPLOAD_MAX_BYTES,
    // tus answers `Access-Control-Allow-Origin: *` unless told otherwise
    allowedOrigins: (origin) => corsOrigins.includes(origin),
    namingFunction: () => `${UPLOAD_KEY_PREFIX}${randomBytes(16).toString('hex')}`,
    generateUrl: (_request, { id }) => `${UPLOADS_PATH}${id.slice(UPLOAD_KEY_PREFIX.length)}/`,
    getFileIdFromRequest: (_request, lastPath) => (lastPath ? uploadKeyOf(lastPath) : undefined),
    async onUploadCreate(request, upload) {
      const owner = owners.get(request);
      // the route sets the owner before tus runs; no owner means a request that bypassed it
      if (owner === undefined) throw { status_code: 403, body: 'Forbidden\n' };
      const filename = keptFileName(upload.metadata?.filename ?? undefined, 'upload');
      return { metadata: { ...upload.metadata, filename, owner: String(owner) } };
    },
    // a refused kind is a translated field error, like every 400 of the API
    onResponseError(request, error) {
      if (!(error instanceof UploadRefused)) {
        // tus would append the error's own message to its answer
        if (!('status_code' in error)) failures.set(request, error);
        return undefined;
      }
      const language = pickLanguage(request.headers.get('accept-language') ?? undefined);
      const message = translate(error.key, language, error.params);
      return { status_code: 400, body: JSON.stringify({ file: [message] }) };
    },
  });
  return {
    tus,
    store,
    owners,
    failures,
    sweep: () =>
      options.s3 ? inner.deleteExpired() : sweepDiskUploads(inner as TusFileStore, root),
    close: async () => {
      if (throwAway && !options.s3) await rm(root, { recursive: true, force: true });
    },
  };
}
