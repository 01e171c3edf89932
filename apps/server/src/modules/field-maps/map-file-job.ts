import type { Db } from '../../db/client.ts';
import type { CurrentUser } from '../../platform/auth/authenticate.ts';
import { announceImport, type UploadNotice } from '../../platform/jobs/announce-import.ts';
import type { Jobs } from '../../platform/jobs/jobs-service.ts';
import type { EventBus } from '../../platform/realtime/event-bus.ts';
import { importMapFile } from './import-map-file.ts';

/** The job kind of the field-map upload. */
export const MAP_FILE_JOB_KIND = 'import.field_map';

/** What a field-map upload's job keeps (the `jobs` row's input). */
export type MapFileJobInput = UploadNotice & { fileKey: string; cropId: number; user: CurrentUser };

/** Registers the field-map file import (decision 019) as a job kind (decision 032). */
export function registerMapFileJob(jobs: Jobs, deps: { db: Db; bus: EventBus }): void {
  jobs.register<MapFileJobInput>(MAP_FILE_JOB_KIND, {
    handler: (job) =>
      importMapFile(job.db, {
        files: job.files,
        fileKey: job.input.fileKey,
        cropId: job.input.cropId,
        user: job.input.user,
        report: job.progress,
        signal: job.signal,
      }),
    onFinish: announceImport(deps.db, deps.bus),
  });
}
