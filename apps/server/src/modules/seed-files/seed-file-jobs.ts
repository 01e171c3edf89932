import type { Db } from '../../db/client.ts';
import { announceImport, type UploadNotice } from '../../platform/jobs/announce-import.ts';
import type { Jobs } from '../../platform/jobs/jobs-service.ts';
import type { EventBus } from '../../platform/realtime/event-bus.ts';
import { importSeedFile } from './import-seed-file.ts';

/** What a seed-record upload's job keeps (the `jobs` row's input): all checked at the request. */
export type SeedJobInput = UploadNotice & { fileKey: string; cropId: number; userId: number };

/** The job kind of the seed-record upload. */
export const SEED_RECORDS_JOB_KIND = 'import.seed_records';

/**
 * Registers the seed-record upload as a job kind (decision 032): the handler imports the
 * stored file all or nothing, stopping when cancelled; the end is announced to the uploader.
 */
export function registerSeedFileJobs(jobs: Jobs, deps: { db: Db; bus: EventBus }): void {
  jobs.register<SeedJobInput>(SEED_RECORDS_JOB_KIND, {
    handler: (job) =>
      importSeedFile(job.db, {
        files: job.files,
        fileKey: job.input.fileKey,
        fileName: job.input.fileName,
        cropId: job.input.cropId,
        userId: job.input.userId,
        language: job.input.language,
        report: job.progress,
        signal: job.signal,
      }),
    onFinish: announceImport(deps.db, deps.bus),
  });
}
