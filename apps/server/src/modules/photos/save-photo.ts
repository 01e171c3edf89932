import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { photos } from '../../db/schema.ts';
import { extensionOf } from '../../platform/files/detect-image-type.ts';
import type { FileStore } from '../../platform/files/file-store.ts';
import type { PhotoRow, PhotoSubject, PhotoUpload } from './photo-subjects.ts';

/**
 * Stores an uploaded photo: the bytes in the file store under a fresh key
 * (`photos/<2 hex>/<uuid>.<ext>`), then the row. When the row cannot be written the file
 * is removed again, so no stray file stays behind.
 */
export async function createPhoto(
  deps: { db: Db; files: FileStore },
  subject: PhotoSubject,
  upload: PhotoUpload,
  createdBy: number,
): Promise<PhotoRow> {
  const uuid = randomUUID();
  const storageKey = `photos/${uuid.slice(0, 2)}/${uuid}.${extensionOf(upload.photo.contentType)}`;
  await deps.files.put(storageKey, upload.photo.bytes, upload.photo.contentType);
  try {
    const [row] = await deps.db
      .insert(photos)
      .values({
        plotId: subject.key === 'plot' ? upload.subjectId : null,
        lineId: subject.key === 'line' ? upload.subjectId : null,
        storageKey,
        fileName: upload.photo.filename,
        contentType: upload.photo.contentType,
        photographedAt: upload.photographed_at,
        comment: upload.comment,
        createdBy,
      })
      .returning();
    if (!row) throw new Error('insert returned no row');
    return row;
  } catch (error) {
    await deps.files.delete(storageKey);
    throw error;
  }
}

/**
 * Deletes a photo: the row first (the photo is gone for everyone at once), then its file.
 * Should the file removal fail, the row stays deleted and the file is an orphan, which is
 * harmless (decision 011).
 */
export async function deletePhoto(deps: { db: Db; files: FileStore }, id: number): Promise<void> {
  const [row] = await deps.db
    .delete(photos)
    .where(eq(photos.id, id))
    .returning({ storageKey: photos.storageKey });
  if (row) await deps.files.delete(row.storageKey);
}
