import { PHOTO_KEYS, type PhotoContentType } from '@plotline/contract/photos';
import { detectImageType } from '../../platform/files/detect-image-type.ts';
import { keptFileName } from '../../platform/files/file-name.ts';
import { uploadedFile } from '../../platform/files/multipart-body.ts';

/** An accepted photo: its bytes, the uploaded name and the type its first bytes show. */
export type PhotoFile = { filename: string; bytes: Buffer; contentType: PhotoContentType };

/**
 * The `photo` part of an upload: a JPEG, PNG or WebP by its magic bytes (the declared type
 * and the name are not trusted), at most PHOTO_MAX_BYTES (the multipart reader cuts longer
 * files and flags them).
 */
export const photoFile = uploadedFile<PhotoFile>((file) => {
  if (file.truncated) return { problem: PHOTO_KEYS.tooLarge };
  const contentType = detectImageType(file.bytes);
  if (!contentType) return { problem: PHOTO_KEYS.type };
  const filename = keptFileName(file.filename, 'photo');
  return { ok: { filename, bytes: file.bytes, contentType } };
});
