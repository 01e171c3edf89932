import type { ImportCounts, ImportJob } from '@plotline/contract/imports';
import type { Language } from '@plotline/contract/rules';
import { isMessageKey, translate } from '../i18n/translate.ts';
import type { JobSnapshot } from './job-types.ts';

/** A job in the wire shape of ImportJob, its problems translated into `language`. */
export function presentJob(job: JobSnapshot, language: Language): ImportJob {
  return {
    job_id: job.id,
    status: job.status,
    progress: job.progress,
    result: job.status === 'success' ? ((job.result as ImportCounts | null) ?? null) : null,
    errors: job.errors.map((problem) => ({
      row: problem.row,
      column: problem.column,
      header: problem.header,
      message: isMessageKey(problem.key)
        ? translate(problem.key, language, problem.params)
        : problem.key,
      ...(problem.code ? { code: problem.code } : {}),
    })),
  };
}
