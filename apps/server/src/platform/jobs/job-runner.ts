import { eq, inArray } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import type { Db } from '../../db/client.ts';
import { type JOB_STATUSES, jobs } from '../../db/schema.ts';

/**
 * A problem a failed job reports: where (sheet row, column letter and header) and what (a
 * catalogue key with its parameters, translated when the job is read).
 */
export type JobProblem = {
  row: number | null;
  column: string | null;
  header: string | null;
  key: string;
  params?: Record<string, string | number>;
};

/** How a job's work ended. A `failed` outcome must have written nothing. */
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

/** The work of a job; `report` takes the percent done (0..100), kept in memory. */
export type JobWork = (report: (progress: number) => void) => Promise<JobOutcome>;

/** Told once a job has ended and its row is written (to notify its creator, decision 021). */
export type JobFinished = (job: JobSnapshot) => Promise<void>;

type LiveJob = JobSnapshot & {
  work: JobWork;
  dispose: () => Promise<void>;
  onFinish?: JobFinished;
  settled: Promise<void>;
  settle: () => void;
};

/** Problem reported when the work threw instead of answering. */
export const JOB_FAILED_KEY = 'jobs.failed';
/** Problem reported for jobs a stopped server left unfinished. */
export const JOB_INTERRUPTED_KEY = 'jobs.interrupted';

/**
 * An in-process job runner over the `jobs` table (decision 009): `submit` records a pending
 * job and queues its work; at most `concurrency` jobs run at once. While a job lives its
 * state is kept in memory (progress is never written mid-way: on PGlite a write would queue
 * behind the import's own transaction); the row is written when the job starts and ends.
 */
export class JobRunner {
  readonly #db: Db;
  readonly #log: FastifyBaseLogger;
  readonly #concurrency: number;
  readonly #live = new Map<number, LiveJob>();
  readonly #queue: LiveJob[] = [];
  #running = 0;
  #closed = false;

  constructor(db: Db, options: { log: FastifyBaseLogger; concurrency?: number }) {
    this.#db = db;
    this.#log = options.log;
    this.#concurrency = options.concurrency ?? 1;
  }

  /**
   * Records a pending job and queues it. The job owns its input from this call on: `dispose`
   * runs when it ends, and at once when it cannot be recorded.
   * @returns the job's id
   */
  async submit(input: {
    kind: string;
    createdBy: number;
    work: JobWork;
    dispose?: () => Promise<void>;
    onFinish?: JobFinished;
  }): Promise<number> {
    const row = await this.#record(input).catch(async (error: unknown) => {
      await input.dispose?.().catch(() => {});
      throw error;
    });
    let settle = () => {};
    const settled = new Promise<void>((resolve) => {
      settle = resolve;
    });
    const job: LiveJob = {
      id: row.id,
      kind: input.kind,
      createdBy: input.createdBy,
      status: 'pending',
      progress: 0,
      result: null,
      errors: [],
      work: input.work,
      dispose: input.dispose ?? (async () => {}),
      onFinish: input.onFinish,
      settled,
      settle,
    };
    this.#live.set(job.id, job);
    this.#queue.push(job);
    this.#pump();
    return job.id;
  }

  async #record(input: { kind: string; createdBy: number }): Promise<{ id: number }> {
    if (this.#closed) throw new Error('the job runner is closed');
    const [row] = await this.#db
      .insert(jobs)
      .values({ kind: input.kind, createdBy: input.createdBy })
      .returning({ id: jobs.id });
    if (!row) throw new Error('insert returned no row');
    return row;
  }

  /** Waits until the job has ended or `timeoutMs` has passed, whichever comes first. */
  async waitFor(id: number, timeoutMs: number): Promise<void> {
    const job = this.#live.get(id);
    if (!job) return;
    let timer: NodeJS.Timeout | undefined;
    const timeout = new Promise<void>((resolve) => {
      timer = setTimeout(resolve, timeoutMs);
    });
    await Promise.race([job.settled, timeout]);
    clearTimeout(timer);
  }

  /** The state of a job this process is running or queueing, else undefined. */
  findLive(id: number): JobSnapshot | undefined {
    const job = this.#live.get(id);
    if (!job) return undefined;
    return snapshotOf(job);
  }

  /** Marks the jobs a previous run of the server left pending or processing as failed. */
  async failInterrupted(): Promise<void> {
    await this.#db
      .update(jobs)
      .set({ status: 'failed', errors: [problemOf(JOB_INTERRUPTED_KEY)], finishedAt: new Date() })
      .where(inArray(jobs.status, ['pending', 'processing']));
  }

  /** Stops taking jobs, fails the queued ones and waits for the running ones. */
  async close(): Promise<void> {
    this.#closed = true;
    for (const job of this.#queue.splice(0)) {
      await this.#finish(job, { status: 'failed', errors: [problemOf(JOB_INTERRUPTED_KEY)] });
      await this.#announce(job);
      await job.dispose().catch(() => {});
      this.#live.delete(job.id);
      job.settle();
    }
    await Promise.all([...this.#live.values()].map((job) => job.settled));
  }

  #pump() {
    while (!this.#closed && this.#running < this.#concurrency && this.#queue.length > 0) {
      const next = this.#queue.shift();
      if (next) void this.#run(next);
    }
  }

  async #run(job: LiveJob) {
    this.#running++;
    try {
      job.status = 'processing';
      await this.#db.update(jobs).set({ status: 'processing' }).where(eq(jobs.id, job.id));
      const report = (progress: number) => {
        job.progress = Math.max(job.progress, Math.min(99, Math.floor(progress)));
      };
      const outcome = await job.work(report).catch((error: unknown): JobOutcome => {
        this.#log.error({ err: error, jobId: job.id }, 'job failed');
        return { status: 'failed', errors: [problemOf(JOB_FAILED_KEY)] };
      });
      await this.#finish(job, outcome);
      await this.#announce(job);
    } catch (error) {
      this.#log.error({ err: error, jobId: job.id }, 'recording a job failed');
    } finally {
      await job.dispose().catch(() => {});
      this.#live.delete(job.id);
      this.#running--;
      job.settle();
      this.#pump();
    }
  }

  async #finish(job: LiveJob, outcome: JobOutcome) {
    job.status = outcome.status;
    job.progress = 100;
    job.result = outcome.status === 'success' ? outcome.result : null;
    job.errors = outcome.status === 'failed' ? outcome.errors : [];
    await this.#db
      .update(jobs)
      .set({
        status: job.status,
        progress: job.progress,
        result: job.result ?? null,
        errors: job.errors,
        finishedAt: new Date(),
      })
      .where(eq(jobs.id, job.id));
  }

  async #announce(job: LiveJob) {
    await job.onFinish?.(snapshotOf(job)).catch((error: unknown) => {
      this.#log.error({ err: error, jobId: job.id }, 'announcing a finished job failed');
    });
  }
}

function snapshotOf(job: LiveJob): JobSnapshot {
  const { work: _w, dispose: _d, onFinish: _f, settled: _s, settle: _settle, ...rest } = job;
  return { ...rest };
}

function problemOf(key: string): JobProblem {
  return { row: null, column: null, header: null, key };
}
