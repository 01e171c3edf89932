import type { Db } from '../../db/client.ts';
import type { CurrentUser } from '../../platform/auth/authenticate.ts';
import { announceImport, type UploadNotice } from '../../platform/jobs/announce-import.ts';
import type { Jobs } from '../../platform/jobs/jobs-service.ts';
import type { EventBus } from '../../platform/realtime/event-bus.ts';
import { importLineFile } from './import-line-file.ts';
import type { LineFileKind } from './read-line-sheet.ts';

/** What a line upload's job keeps (the `jobs` row's input): all checked at the request. */
export type LineJobInput = UploadNotice & { fileKey: string; cropId: number; user: CurrentUser };

/** The job kinds of the line uploads. */
export const LINE_JOB_KINDS: Record<LineFileKind, string> = {
  line_collection: 'import.line_collection',
  line_parents: 'import.line_parents',
};

/**
 * Registers the line uploads as job kinds (decision 032): the handler imports the stored
 * file all or nothing, stopping when cancelled; the end is announced to the uploader.
 */
export function registerLineUploadJobs(jobs: Jobs, deps: { db: Db; bus: EventBus }): void {
  for (const [kind, name] of Object.entries(LINE_JOB_KINDS) as [LineFileKind, string][]) {
    jobs.register<LineJobInput>(name, {
      handler: (job) =>
        importLineFile(job.db, {
          kind,
          files: job.files,
          fileKey: job.input.fileKey,
          cropId: job.input.cropId,
          user: job.input.user,
          language: job.input.language,
          report: job.progress,
          signal: job.signal,
        }),
      onFinish: announceImport(deps.db, deps.bus),
    });
  }
}
