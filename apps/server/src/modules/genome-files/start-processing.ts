import { mkdir, rename } from 'node:fs/promises';
import { dirname } from 'node:path';
import type { Language } from '@plotline/contract/rules';
import { eq } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { genomeFiles } from '../../db/schema/genome.ts';
import type { FileStore } from '../../platform/files/file-store.ts';
import type { Jobs } from '../../platform/jobs/jobs-service.ts';
import { removeUpload } from '../../platform/uploads/take-upload.ts';
import { type UploadService, uploadKeyOf } from '../../platform/uploads/upload-service.ts';
import { GENOME_FILE_JOB_KIND, type GenomeFileJobInput } from './genome-file-jobs.ts';
import { genomeFileKeyOf } from './genome-file-key.ts';

/**
 * Takes a finished resumable upload's bytes as the file's own (decision 047), out of the
 * upload folder the sweep empties: on disk a rename (free); in a bucket the object stays under
 * its upload key and the job copies it first (a request must not copy 100 GB); in a
 * `memory://` run (tests) the small upload is copied into the file store here.
 * @returns the file-store key the job reads
 */
export async function adoptUpload(
  files: FileStore,
  uploads: UploadService,
  uploadId: string,
  fileId: number,
): Promise<string> {
  const key = uploadKeyOf(uploadId) as string;
  const target = genomeFileKeyOf(fileId);
  if (files.localPath) {
    const to = files.localPath(target);
    await mkdir(dirname(to), { recursive: true });
    const moved = await rename(files.localPath(key), to).then(
      () => true,
      () => false,
    );
    if (moved) {
      // the upload's metadata alone: its data is gone, so removing it cannot fail the move
      await removeUpload(uploads, uploadId);
      return target;
    }
  }
  const inStore = await files.open(key);
  if (inStore) {
    inStore.body.destroy();
    return key;
  }
  await files.put(target, await uploads.store.read(key), 'application/octet-stream');
  await removeUpload(uploads, uploadId);
  return target;
}

/**
 * Moves a file to `processing` with its bytes under `storageKey` and submits its job.
 * @returns the job's id
 */
export async function startProcessing(
  db: Db,
  jobs: Jobs,
  input: {
    fileId: number;
    storageKey: string;
    size: number;
    fileName: string;
    createdBy: number;
    language: Language;
  },
): Promise<number> {
  await db
    .update(genomeFiles)
    .set({
      status: 'processing',
      storageKey: input.storageKey,
      size: input.size,
      error: null,
      updatedAt: new Date(),
    })
    .where(eq(genomeFiles.id, input.fileId));
  const jobId = await jobs.submit<GenomeFileJobInput>({
    kind: GENOME_FILE_JOB_KIND,
    createdBy: input.createdBy,
    input: { genomeFileId: input.fileId, fileName: input.fileName, language: input.language },
  });
  await db.update(genomeFiles).set({ jobId }).where(eq(genomeFiles.id, input.fileId));
  return jobId;
}
