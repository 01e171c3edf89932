import type { ImportCounts } from '@plotline/contract/imports';
import type { Language } from '@plotline/contract/rules';
import { and, eq } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { genomeFiles } from '../../db/schema/genome.ts';
import { isMessageKey, translate } from '../../platform/i18n/translate.ts';
import { type JobFileInput, jobProblem } from '../../platform/jobs/job-types.ts';
import type { Jobs } from '../../platform/jobs/jobs-service.ts';
import type { EventBus } from '../../platform/realtime/event-bus.ts';
import { notify } from '../../platform/realtime/notify.ts';
import { errorText } from './present-genome-file.ts';
import { type ProcessOutcome, processGenomeFile } from './process-genome-file.ts';

/** The job kind processing one sequencing file (decision 047). */
export const GENOME_FILE_JOB_KIND = 'genome.process_file';

/**
 * What the job keeps: the file's row (its bytes are the row's `storage_key`, kept after the
 * job: never `fileKey`, which the jobs service deletes), and how to announce the end.
 */
export type GenomeFileJobInput = JobFileInput & {
  genomeFileId: number;
  fileName: string;
  language: Language;
};

/** Longest file name a notification repeats. */
const FILE_NAME_MAX = 120;

/**
 * Registers the processing of sequencing files (on the worker when one runs): the handler
 * reads the stored file once (QC, allele counts, calls); the end is announced to the uploader
 * in the notification channel (`file_upload`). A job cancelled before it ran leaves the row
 * `processing`: the announcement marks it failed (cancelled).
 */
export function registerGenomeFileJobs(jobs: Jobs, deps: { db: Db; bus: EventBus }): void {
  jobs.register<GenomeFileJobInput>(GENOME_FILE_JOB_KIND, {
    handler: async (job) => {
      const outcome: ProcessOutcome = await processGenomeFile(job.db, {
        files: job.files,
        fileId: job.input.genomeFileId,
        report: job.progress,
        signal: job.signal,
      });
      if (outcome.status === 'failed') {
        return {
          status: 'failed',
          errors: [{ ...jobProblem(outcome.error.key), params: outcome.error.values }],
        };
      }
      // in the shape of the import jobs' counts, so jobs/<id>/ presents it like theirs: the
      // reads as rows, the plot's markers called as values written (decision 047)
      const counts: ImportCounts = {
        rows: outcome.reads,
        fields_created: 0,
        years_created: 0,
        plots_created: 0,
        plots_updated: 0,
        values_written: outcome.markersCalled,
        stages_written: 0,
        field_years: [],
      };
      return { status: 'success', result: { ...counts, ...outcome } };
    },
    // a file is read once; a retry would start from its first byte again
    retryLimit: 1,
    onFinish: async (job, input) => {
      if (job.status !== 'success') {
        await deps.db
          .update(genomeFiles)
          .set({
            status: 'failed',
            error: {
              key: job.status === 'cancelled' ? 'genomeFiles.cancelled' : 'genomeFiles.failed',
              values: {},
            },
            updatedAt: new Date(),
          })
          .where(and(eq(genomeFiles.id, input.genomeFileId), eq(genomeFiles.status, 'processing')));
      }
      if (job.createdBy === null) return;
      const file =
        input.fileName.length > FILE_NAME_MAX
          ? `${input.fileName.slice(0, FILE_NAME_MAX - 1)}…`
          : input.fileName;
      const [row] = await deps.db
        .select({ error: genomeFiles.error })
        .from(genomeFiles)
        .where(eq(genomeFiles.id, input.genomeFileId));
      const succeeded = job.status === 'success';
      const result = job.result as Extract<ProcessOutcome, { status: 'success' }> | null;
      let message = '';
      if (succeeded && result) {
        message = translate('genomeFiles.processedCounts', input.language, {
          reads: result.reads,
          markers: result.markersCalled,
        });
        if (result.note && isMessageKey(result.note)) {
          message += ` ${translate(result.note, input.language)}`;
        }
      } else {
        message =
          errorText(row?.error, input.language) ??
          translate('genomeFiles.notProcessed', input.language, {
            reason: translate('genomeFiles.failed', input.language),
          });
      }
      await notify(deps.db, deps.bus, {
        userId: job.createdBy,
        type: 'file_upload',
        status: succeeded ? 'success' : 'failed',
        title: translate(
          succeeded ? 'genomeFiles.processed' : 'genomeFiles.uploadFailed',
          input.language,
          { file },
        ),
        message,
      });
    },
  });
}
