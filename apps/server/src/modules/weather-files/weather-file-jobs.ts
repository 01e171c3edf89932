import type { FileMapping } from '@plotline/contract/meteo-files';
import type { Db } from '../../db/client.ts';
import type { CurrentUser } from '../../platform/auth/authenticate.ts';
import { announceImport, type UploadNotice } from '../../platform/jobs/announce-import.ts';
import type { Jobs } from '../../platform/jobs/jobs-service.ts';
import type { EventBus } from '../../platform/realtime/event-bus.ts';
import { importAgroFile } from './import-agro-file.ts';
import { importMeteoFile } from './import-meteo-file.ts';

/** What a weather file's job keeps: the sector was checked at the request, the years are checked by the job. */
export type MeteoFileJobInput = UploadNotice & {
  fileKey: string;
  sectorId: number;
  user: CurrentUser;
  mapping?: FileMapping;
};

/** What a soil file's job keeps: the seasons are checked by the job, row by row. */
export type AgroFileJobInput = UploadNotice & {
  fileKey: string;
  year: number;
  user: CurrentUser;
  mapping?: FileMapping;
};

/** The job kinds of the weather and soil uploads. */
export const METEO_FILE_JOB_KIND = 'import.meteo_file';
export const AGRO_FILE_JOB_KIND = 'import.agro_file';

/**
 * Registers the weather and soil uploads as job kinds (decision 032): the handlers import the
 * stored file all or nothing, stopping when cancelled; the end is announced to the uploader.
 */
export function registerWeatherFileJobs(jobs: Jobs, deps: { db: Db; bus: EventBus }): void {
  jobs.register<MeteoFileJobInput>(METEO_FILE_JOB_KIND, {
    handler: (job) =>
      importMeteoFile(job.db, {
        files: job.files,
        fileKey: job.input.fileKey,
        sectorId: job.input.sectorId,
        user: job.input.user,
        mapping: job.input.mapping,
        language: job.input.language,
        report: job.progress,
        signal: job.signal,
      }),
    onFinish: announceImport(deps.db, deps.bus),
  });
  jobs.register<AgroFileJobInput>(AGRO_FILE_JOB_KIND, {
    handler: (job) =>
      importAgroFile(job.db, {
        files: job.files,
        fileKey: job.input.fileKey,
        year: job.input.year,
        user: job.input.user,
        mapping: job.input.mapping,
        language: job.input.language,
        report: job.progress,
        signal: job.signal,
      }),
    onFinish: announceImport(deps.db, deps.bus),
  });
}
