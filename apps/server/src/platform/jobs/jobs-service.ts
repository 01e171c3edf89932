import { randomUUID } from 'node:crypto';
import type { FastifyBaseLogger } from 'fastify';
import PgBoss from 'pg-boss';
import type { DatabaseHandle } from '../../db/client.ts';
import type { CurrentUser } from '../auth/authenticate.ts';
import type { FileStore } from '../files/file-store.ts';
import { type JobEvents, openJobEvents } from './job-events.ts';
import { endIdleJob, findJob, insertJob, requestCancel, snapshotOf } from './job-record.ts';
import {
  JOB_FAILED_KEY,
  type JobFileInput,
  type JobKind,
  type JobSnapshot,
  jobProblem,
} from './job-types.ts';
import { reapStaleRuns } from './reap-stale-runs.ts';
import { type QueueData, type QueueEntry, runQueuedJob } from './run-job.ts';

/** The schema pg-boss keeps its queue in, beside ours (decision 032). */
export const QUEUE_SCHEMA = 'pgboss';

export type JobsOptions = {
  database: DatabaseHandle;
  files: FileStore;
  log: FastifyBaseLogger;
  /** Run the handlers in this process (`npm start`, `npm run worker`); false: only queue. */
  runJobs: boolean;
  /** Heartbeat of a run; a run silent for `staleSeconds` is presumed dead and retried. */
  heartbeatSeconds?: number;
  staleSeconds?: number;
  /** Seconds before the first retry of a transient failure, doubled at each one. */
  retryDelaySeconds?: number;
  /** How often an idle worker asks the queue (a job queued anywhere also wakes it at once). */
  pollingSeconds?: number;
};

/** The jobs service of a process: modules register kinds, routes submit and read jobs. */
export type Jobs = {
  /** Declares a job kind (`import.plot_result`…) and its handler; before `start`. */
  register: <Input extends JobFileInput>(name: string, kind: JobKind<Input>) => void;
  /** Creates the queues and, when this process runs jobs, starts their workers. */
  start: () => Promise<void>;
  /**
   * Records a pending job and queues it. The job owns `input.fileKey` from this call on (it
   * is deleted when the job ends, or now when the job cannot be queued).
   * @returns the job's id
   */
  submit: <Input extends JobFileInput>(job: {
    kind: string;
    createdBy: number;
    input: Input;
  }) => Promise<number>;
  /** Waits until the job has ended or `timeoutMs` has passed (whichever process runs it). */
  waitFor: (id: number, timeoutMs: number) => Promise<void>;
  /**
   * The creator cancels a job: a pending one ends cancelled now, a running one is told to
   * stop (its handler sees the signal). A job of someone else, or none, → undefined.
   */
  cancel: (id: number, user: CurrentUser) => Promise<JobSnapshot | undefined>;
  /** Stops taking jobs, waits for the running ones, and closes the queue. */
  close: () => Promise<void>;
};

const QUEUE_OPTIONS = {
  // our heartbeat finds dead runs; pg-boss's own expiry only bounds a hung run
  expireInSeconds: 23 * 60 * 60,
  retryBackoff: true,
  // pg-boss's default retention (14 days) is how long a queued job may wait for a worker
};

/**
 * The jobs service (decision 032): pg-boss carries the queue, the leases and the retries on
 * the app's own PostgreSQL (embedded or DATABASE_URL, through the app's pool); the `jobs` row
 * is the user-facing record (status, progress, result, problems) and holds the input; job
 * events travel over LISTEN/NOTIFY so every process answers for every job.
 */
export async function createJobs(options: JobsOptions): Promise<Jobs> {
  const { database, files, log } = options;
  const db = database.db;
  const heartbeatMs = (options.heartbeatSeconds ?? 5) * 1000;
  const staleSeconds = options.staleSeconds ?? 30;
  const kinds = new Map<string, JobKind<unknown>>();
  const running = new Map<number, AbortController>();
  const inFlight = new Set<Promise<void>>();
  const workerIds = new Map<string, string>();
  const waiters = new Map<number, Set<() => void>>();
  const events: JobEvents = await openJobEvents(database, log);
  const boss = new PgBoss({
    db: { executeSql: database.executeSql },
    schema: QUEUE_SCHEMA,
    schedule: false,
    supervise: options.runJobs,
  });
  boss.on('error', (error) => log.error({ err: error }, 'job queue error'));
  let started = false;
  let closed = false;
  let reaper: NodeJS.Timeout | undefined;

  events.subscribe((event) => {
    if (event.t === 'queued') {
      const worker = workerIds.get(event.kind);
      if (worker) boss.notifyWorker(worker);
    } else if (event.t === 'cancel') {
      running.get(event.id)?.abort(new Error('cancelled by its creator'));
    } else if (event.t === 'ended') {
      for (const wake of waiters.get(event.id) ?? []) wake();
    }
  });
  const deps = { db, files, log, events, heartbeatMs, kinds, running };
  const work = (entry: QueueEntry) => {
    const run = runQueuedJob(deps, entry);
    const tracked = run.catch(() => {});
    inFlight.add(tracked);
    void tracked.finally(() => inFlight.delete(tracked));
    return run;
  };
  const reap = () =>
    reapStaleRuns({ db, files, log, boss, kinds, events, staleSeconds }).catch((error: unknown) =>
      log.error({ err: error }, 'reaping stale jobs failed'),
    );

  return {
    register: (name, kind) => {
      if (started) throw new Error(`job kind ${name} registered after start`);
      kinds.set(name, kind as JobKind<unknown>);
    },
    start: async () => {
      started = true;
      await boss.start();
      for (const [name, kind] of kinds) {
        await boss.createQueue(name, { name, ...QUEUE_OPTIONS, retryLimit: kind.retryLimit ?? 3 });
      }
      if (!options.runJobs) return;
      for (const name of kinds.keys()) {
        const id = await boss.work<QueueData>(
          name,
          {
            batchSize: 1,
            includeMetadata: true,
            pollingIntervalSeconds: options.pollingSeconds ?? 2,
          },
          ([entry]) => (entry ? work(entry as unknown as QueueEntry) : Promise.resolve()),
        );
        workerIds.set(name, id);
      }
      await reap();
      reaper = setInterval(reap, Math.max(1000, (staleSeconds * 1000) / 3));
      reaper.unref();
    },
    submit: async ({ kind, createdBy, input }) => {
      const registered = kinds.get(kind);
      if (!registered || closed) {
        if (input.fileKey) await files.delete(input.fileKey).catch(() => {});
        throw new Error(closed ? 'the jobs service is closed' : `unknown job kind ${kind}`);
      }
      const queueId = randomUUID();
      const id = await insertJob(db, { kind, createdBy, input, queueId }).catch(async (error) => {
        if (input.fileKey) await files.delete(input.fileKey).catch(() => {});
        throw error;
      });
      try {
        await boss.send(kind, { jobId: id } satisfies QueueData, {
          id: queueId,
          retryLimit: registered.retryLimit ?? 3,
          retryDelay: options.retryDelaySeconds ?? 5,
          retryBackoff: true,
        });
      } catch (error) {
        await endIdleJob(db, id, { status: 'failed', errors: [jobProblem(JOB_FAILED_KEY)] });
        if (input.fileKey) await files.delete(input.fileKey).catch(() => {});
        throw error;
      }
      await events.publish({ t: 'queued', kind }).catch(() => {});
      return id;
    },
    waitFor: async (id, timeoutMs) => {
      let wake = () => {};
      const ended = new Promise<void>((resolve) => {
        wake = resolve;
      });
      const own = waiters.get(id) ?? new Set();
      waiters.set(id, own.add(wake));
      const timer = setTimeout(wake, timeoutMs);
      try {
        const row = await findJob(db, id);
        if (row && row.status !== 'pending' && row.status !== 'processing') return;
        await ended;
      } finally {
        clearTimeout(timer);
        own.delete(wake);
        if (own.size === 0) waiters.delete(id);
      }
    },
    cancel: async (id, user) => {
      const row = await requestCancel(db, id, user);
      if (!row) return undefined;
      if (row.status === 'pending') {
        const ended = await endIdleJob(db, id, { status: 'cancelled' });
        if (ended) {
          if (ended.queueId) await boss.cancel(ended.kind, ended.queueId).catch(() => {});
          const kind = kinds.get(ended.kind);
          await kind?.onFinish?.(snapshotOf(ended), ended.input).catch((error: unknown) => {
            log.error({ err: error, jobId: id }, 'announcing a finished job failed');
          });
          const fileKey = (ended.input as JobFileInput | null)?.fileKey;
          if (fileKey) await files.delete(fileKey).catch(() => {});
          await events.publish({ t: 'ended', id }).catch(() => {});
          return snapshotOf(ended);
        }
      } else if (row.status === 'processing') {
        await events.publish({ t: 'cancel', id });
      }
      const now = await findJob(db, id);
      return now && snapshotOf(now);
    },
    close: async () => {
      if (closed) return;
      closed = true;
      clearInterval(reaper);
      // pg-boss stops fetching and waits for the running jobs (a job still running after
      // the timeout is failed back to the queue and retried elsewhere)
      if (started) await boss.stop({ graceful: true, wait: true, close: false, timeout: 60_000 });
      await Promise.all([...inFlight]);
      await events.close();
    },
  };
}
