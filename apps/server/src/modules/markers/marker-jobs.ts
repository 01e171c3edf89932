import type { Db } from '../../db/client.ts';
import { announceImport, type UploadNotice } from '../../platform/jobs/announce-import.ts';
import type { Jobs } from '../../platform/jobs/jobs-service.ts';
import type { EventBus } from '../../platform/realtime/event-bus.ts';
import { importMarkers } from './import-markers.ts';

/** What a catalogue file's job keeps: the crop was checked (manage) at the request. */
export type MarkerFileJobInput = UploadNotice & { fileKey: string; cropId: number };

/** The job kind of the catalogue upload. */
export const MARKER_FILE_JOB_KIND = 'import.markers';

/**
 * Registers the catalogue upload as a job kind (decision 032): the handler imports the stored
 * file all or nothing, stopping when cancelled; the end is announced to the uploader.
 */
export function registerMarkerJobs(jobs: Jobs, deps: { db: Db; bus: EventBus }): void {
  jobs.register<MarkerFileJobInput>(MARKER_FILE_JOB_KIND, {
    handler: (job) =>
      importMarkers(job.db, {
        files: job.files,
        fileKey: job.input.fileKey,
        cropId: job.input.cropId,
        language: job.input.language,
        report: job.progress,
        signal: job.signal,
      }),
    onFinish: announceImport(deps.db, deps.bus),
  });
}
