import type { FastifyBaseLogger } from 'fastify';
import type { Db } from '../../db/client.ts';
import type { FileStore } from '../files/file-store.ts';
import type { JobEvents } from './job-events.ts';
import { beat, claimJob, endRun, requeueRun, snapshotOf } from './job-record.ts';
import {
  JOB_FAILED_KEY,
  JOB_INTERRUPTED_KEY,
  type JobFileInput,
  type JobKind,
  type JobOutcome,
  jobProblem,
} from './job-types.ts';
import { isTransientError } from './transient-error.ts';

/** What a queue entry carries: our job's id (the input itself is in the `jobs` row). */
export type QueueData = { jobId: number };

/** A queue entry as pg-boss hands it to a worker (with its metadata). */
export type QueueEntry = {
  id: string;
  name: string;
  data: QueueData;
  retryCount: number;
  retryLimit: number;
};

/** What the runs of one process share. */
export type RunDeps = {
  db: Db;
  files: FileStore;
  log: FastifyBaseLogger;
  events: JobEvents;
  /** How often a run writes its heartbeat (progress is written at most once a second). */
  heartbeatMs: number;
  kinds: ReadonlyMap<string, JobKind<unknown>>;
  /** Runs of this process by job id, to abort them on a cancel event. */
  running: Map<number, AbortController>;
};

/** A run stopped because its creator cancelled it. */
class Cancelled extends Error {}

/** Progress is written to the row at most this often. */
const PROGRESS_WRITE_MS = 1000;

/**
 * Runs one try of a queued job (decision 032): claims its row, checks its input is still
 * there, calls the kind's handler with an AbortSignal and a throttled progress reporter,
 * keeps its heartbeat, and writes how it ended: success, failed (bad input: final), or
 * cancelled. A transient error puts the job back to pending and is thrown again, so the
 * queue retries it with backoff; on the last try it ends failed. The input file is deleted
 * once the job has ended.
 */
export async function runQueuedJob(deps: RunDeps, entry: QueueEntry): Promise<void> {
  const kind = deps.kinds.get(entry.name);
  const claimed = kind && (await claimJob(deps.db, entry.data.jobId, entry.id));
  if (!kind || !claimed) return; // ended meanwhile (cancelled), or not ours to run
  const run = { id: claimed.id, attempt: claimed.attempt };
  const input = (claimed.input ?? {}) as JobFileInput;
  const finish = async (end: Parameters<typeof endRun>[2]) => {
    const row = await endRun(deps.db, run, end);
    if (!row) return; // a newer run owns the job
    await kind.onFinish?.(snapshotOf(row), row.input).catch((error: unknown) => {
      deps.log.error({ err: error, jobId: run.id }, 'announcing a finished job failed');
    });
    if (input.fileKey) await deps.files.delete(input.fileKey).catch(() => {});
    // waiters answer once the end is announced (an upload's 201 then finds its notification)
    await deps.events.publish({ t: 'ended', id: run.id }).catch(() => {});
  };

  if (input.fileKey && !(await fileExists(deps.files, input.fileKey))) {
    await finish({ status: 'failed', errors: [jobProblem(JOB_INTERRUPTED_KEY)] });
    return;
  }
  const controller = new AbortController();
  deps.running.set(run.id, controller);
  if (claimed.cancelRequestedAt) controller.abort(new Cancelled());
  const pulse = startPulse(deps, run, controller);
  try {
    const outcome = await kind.handler({
      id: run.id,
      input: claimed.input,
      createdBy: claimed.createdBy,
      signal: controller.signal,
      progress: pulse.report,
      files: deps.files,
      db: deps.db,
    });
    await pulse.stop();
    await finish(endOf(outcome));
  } catch (error) {
    await pulse.stop();
    if (controller.signal.aborted) {
      await finish({ status: 'cancelled' });
    } else if (isTransientError(error) && entry.retryCount < entry.retryLimit) {
      deps.log.warn({ err: error, jobId: run.id }, 'job failed for now; it will be tried again');
      await requeueRun(deps.db, run);
      throw error;
    } else {
      deps.log.error({ err: error, jobId: run.id }, 'job failed');
      await finish({ status: 'failed', errors: [jobProblem(JOB_FAILED_KEY)] });
    }
  } finally {
    deps.running.delete(run.id);
  }
}

function endOf(outcome: JobOutcome): Parameters<typeof endRun>[2] {
  return outcome.status === 'success'
    ? { status: 'success', result: outcome.result }
    : { status: 'failed', errors: outcome.errors };
}

async function fileExists(files: FileStore, key: string): Promise<boolean> {
  const stored = await files.open(key);
  stored?.body.destroy();
  return stored !== undefined;
}

/**
 * The run's pulse: every second, writes the progress when it changed (at most 99 until the
 * end) and the heartbeat when due, and aborts the run when the row says it was cancelled.
 */
function startPulse(
  deps: RunDeps,
  run: { id: number; attempt: number },
  controller: AbortController,
) {
  let progress = 0;
  let written = 0;
  let lastBeat = Date.now();
  let writing: Promise<void> = Promise.resolve();
  const tick = async () => {
    const due = Date.now() - lastBeat >= deps.heartbeatMs;
    if (progress === written && !due) return;
    const current = progress;
    const answer = await beat(deps.db, run, current);
    lastBeat = Date.now();
    written = current;
    if (answer?.cancel && !controller.signal.aborted) controller.abort(new Cancelled());
    if (current !== 0) await deps.events.publish({ t: 'progress', id: run.id, p: current });
  };
  const timer = setInterval(
    () => {
      writing = writing.then(tick).catch((error: unknown) => {
        deps.log.warn({ err: error, jobId: run.id }, 'writing job progress failed');
      });
    },
    Math.min(PROGRESS_WRITE_MS, deps.heartbeatMs),
  );
  return {
    report: (percent: number) => {
      progress = Math.max(progress, Math.min(99, Math.floor(percent)));
    },
    stop: async () => {
      clearInterval(timer);
      await writing;
    },
  };
}
