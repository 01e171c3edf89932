import type { Db } from '../../db/client.ts';
import type { CurrentUser } from '../../platform/auth/authenticate.ts';
import { announceImport, type UploadNotice } from '../../platform/jobs/announce-import.ts';
import type { Jobs } from '../../platform/jobs/jobs-service.ts';
import type { EventBus } from '../../platform/realtime/event-bus.ts';
import type { ResolvedDesign } from '../field-maps/place-by-design.ts';
import {
  importNurseryFile,
  type NurseryImport,
  type NurseryImportKind,
} from './import-nursery-file.ts';

/** What a nursery upload's job keeps (the `jobs` row's input): all checked at the request. */
export type NurseryJobInput = UploadNotice & {
  fileKey: string;
  crop: NurseryImport['crop'];
  user: CurrentUser;
  width?: number;
  sortMethod: number;
  design?: ResolvedDesign;
};

/** The job kinds of the nursery uploads. */
export const NURSERY_JOB_KINDS: Record<NurseryImportKind, string> = {
  plot_result: 'import.plot_result',
  field_file: 'import.field_file',
};

/**
 * Registers the nursery imports as job kinds (decision 032): the handler imports the stored
 * file all or nothing, stopping when cancelled; the end is announced to the uploader
 * (decision 021).
 */
export function registerImportJobs(jobs: Jobs, deps: { db: Db; bus: EventBus }): void {
  for (const [kind, name] of Object.entries(NURSERY_JOB_KINDS) as [NurseryImportKind, string][]) {
    jobs.register<NurseryJobInput>(name, {
      handler: (job) =>
        importNurseryFile(job.db, {
          kind,
          files: job.files,
          fileKey: job.input.fileKey,
          crop: job.input.crop,
          user: job.input.user,
          width: job.input.width,
          sortMethod: job.input.sortMethod,
          design: job.input.design,
          report: job.progress,
          signal: job.signal,
        }),
      onFinish: announceImport(deps.db, deps.bus),
    });
  }
}
