import type { Db } from '../../db/client.ts';
import type { CurrentUser } from '../../platform/auth/authenticate.ts';
import { announceImport, type UploadNotice } from '../../platform/jobs/announce-import.ts';
import type { Jobs } from '../../platform/jobs/jobs-service.ts';
import type { EventBus } from '../../platform/realtime/event-bus.ts';
import { importVcf } from './import-vcf.ts';
import type { SampleMatching } from './match-samples.ts';

/**
 * What a VCF import's job keeps: the upload's file-store key (removed when the job ends), the
 * matrix's name, how samples are matched (checked at the request; the job matches afresh).
 */
export type GenotypeMatrixJobInput = UploadNotice & {
  fileKey: string;
  name: string;
  matching: SampleMatching;
  addMarkers: boolean;
  user: CurrentUser;
};

/** The job kind of a VCF import (decision 046). */
export const GENOTYPE_MATRIX_JOB_KIND = 'import.vcf';

/** Registers the VCF import: all or nothing, stopping when cancelled, announced to the importer. */
export function registerGenotypeMatrixJobs(jobs: Jobs, deps: { db: Db; bus: EventBus }): void {
  jobs.register<GenotypeMatrixJobInput>(GENOTYPE_MATRIX_JOB_KIND, {
    handler: (job) =>
      importVcf(job.db, {
        files: job.files,
        fileKey: job.input.fileKey,
        fileName: job.input.fileName,
        name: job.input.name,
        matching: job.input.matching,
        addMarkers: job.input.addMarkers,
        user: job.input.user,
        report: job.progress,
        signal: job.signal,
      }),
    onFinish: announceImport(deps.db, deps.bus),
  });
}
