import type { Readable } from 'node:stream';
import type { UploadPurpose } from '@plotline/contract/uploads';
import { AppError, fieldError } from '../../errors.ts';
import { findUpload, type UploadService, uploadKeyOf } from './upload-service.ts';

/** A finished upload handed to a module. */
export type TakenUpload = {
  /** The id in the upload's address (`/api/v1/uploads/<uploadId>/`). */
  uploadId: string;
  /**
   * Where the bytes are in the app's file store (`resumable/<uploadId>`): on disk under
   * `<dataDir>/files`, or the object key in the S3 bucket. A job keeps this in its input.
   */
  key: string;
  size: number;
  /** The name the user's file had (cleaned), and the type the browser claimed. */
  filename: string;
  filetype: string;
  /** The bytes, from the upload store itself (also where the data dir is `memory://`). */
  open(): Promise<Readable>;
};

/**
 * Hands a finished upload of `user` for `purpose` to a module (an import, a genome QC…),
 * which reads it and, once its work is saved, calls `removeUpload`. Taking is repeatable:
 * a job retried after a restart takes the same upload again.
 * @throws AppError NOT_FOUND when there is no such upload, it is another user's, it was made
 *   for another purpose or its bytes are gone; a 400 on `upload` when it is not finished yet
 */
export async function takeUpload(
  uploads: UploadService,
  user: { id: number },
  uploadId: string,
  purpose: UploadPurpose,
): Promise<TakenUpload> {
  const key = uploadKeyOf(uploadId);
  const upload = key ? await findUpload(uploads.store, key) : undefined;
  const metadata = upload?.metadata ?? {};
  if (!key || !upload || metadata.owner !== String(user.id) || metadata.purpose !== purpose) {
    throw new AppError('NOT_FOUND');
  }
  const filename = metadata.filename ?? '';
  if (upload.size === undefined || upload.offset !== upload.size) {
    throw fieldError('upload', 'uploads.notFinished', { name: filename });
  }
  // on S3 an upload whose multipart upload was aborted (a lifecycle rule) still reads as
  // finished: the object itself must be there
  const probe = await Promise.resolve(uploads.store.read(key)).catch(() => undefined);
  if (!probe) throw new AppError('NOT_FOUND');
  probe.destroy();
  return {
    uploadId,
    key,
    size: upload.size,
    filename,
    filetype: metadata.filetype ?? '',
    open: async () => uploads.store.read(key),
  };
}

/** Removes an upload's bytes and metadata, once the module that took it is done with it. */
export async function removeUpload(uploads: UploadService, uploadId: string): Promise<void> {
  const key = uploadKeyOf(uploadId);
  if (key) await uploads.store.remove(key).catch(() => undefined);
}
