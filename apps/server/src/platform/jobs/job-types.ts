import type { Db } from '../../db/client.ts';
import type { JOB_STATUSES } from '../../db/schema.ts';
import type { SheetProblem } from '../excel/problem-list.ts';
import type { FileStore } from '../files/file-store.ts';

/**
 * A problem a failed job reports: where (sheet row, column letter and header) and what (a
 * catalogue key with its parameters, translated when the job is read): a spreadsheet's
 * problem, or the same shape with no row and column for any other job.
 */
export type JobProblem = SheetProblem;

/** How a job's work ended. A `failed` outcome must have written nothing; it is final. */
export type JobOutcome =
  | { status: 'success'; result: unknown }
  | { status: 'failed'; errors: JobProblem[] };

/** The state of a job as its creator sees it. */
export type JobSnapshot = {
  id: number;
  kind: string;
  createdBy: number | null;
  status: (typeof JOB_STATUSES)[number];
  progress: number;
  result: unknown;
  errors: JobProblem[];
};

/** What a handler gets for one run of a job (decision 032). */
export type JobContext<Input> = {
  id: number;
  /** What the job was submitted with (form fields, file-store keys), as stored. */
  input: Input;
  createdBy: number | null;
  /** Aborted when the creator cancels: check it between chunks and stop, writing nothing. */
  signal: AbortSignal;
  /** Percent done, 0..100; written to the job's row at most once a second. */
  progress: (percent: number) => void;
  files: FileStore;
  db: Db;
};

/**
 * The work of one job kind. Return `failed` with problems for bad input (final, never
 * retried); throw for anything else: a transient error (connection lost…) is retried with
 * backoff, any other one ends the job `failed` with `jobs.failed`.
 */
export type JobHandler<Input> = (job: JobContext<Input>) => Promise<JobOutcome>;

/**
 * Told once a job has ended (any outcome) and its row is written, in whichever process ran
 * it: to notify its creator (decision 021). Failures are logged, never fail the job.
 */
export type JobFinished<Input> = (job: JobSnapshot, input: Input) => Promise<void>;

/** How a module declares a job kind. */
export type JobKind<Input> = {
  handler: JobHandler<Input>;
  onFinish?: JobFinished<Input>;
  /** Tries after the first one, for transient failures (default 3). */
  retryLimit?: number;
};

/** The input every job may carry: the file-store key of its upload, deleted when it ends. */
export type JobFileInput = { fileKey?: string | null };

/** Problem reported when the work threw instead of answering. */
export const JOB_FAILED_KEY = 'jobs.failed';
/** Problem reported for a job whose input is gone or whose every try was lost. */
export const JOB_INTERRUPTED_KEY = 'jobs.interrupted';

/** What the notification of a cancelled job says. */
export const JOB_CANCELLED_KEY = 'jobs.cancelled';

/** A problem of the whole job, with no place in a file. */
export function jobProblem(key: string): JobProblem {
  return { row: null, column: null, header: null, key };
}
