import type { FastifyBaseLogger } from 'fastify';
import type PgBoss from 'pg-boss';
import type { Db } from '../../db/client.ts';
import type { FileStore } from '../files/file-store.ts';
import type { JobEvents } from './job-events.ts';
import { endIdleJob, snapshotOf, takeStaleRuns } from './job-record.ts';
import { JOB_INTERRUPTED_KEY, type JobFileInput, type JobKind, jobProblem } from './job-types.ts';

/**
 * Finds runs whose heartbeat stopped (their process was killed, or hangs) and hands their
 * jobs back to the queue (decision 032): the queue entry is failed, which pg-boss turns into
 * a retry with backoff while tries remain. A job with no tries left, or whose entry is gone,
 * ends failed with `jobs.interrupted` (cancelled, when its creator asked for it meanwhile),
 * announced, its input deleted. Every process that runs
 * jobs does this every few seconds; each stale run is taken by one of them.
 */
export async function reapStaleRuns(deps: {
  db: Db;
  files: FileStore;
  log: FastifyBaseLogger;
  boss: PgBoss;
  kinds: ReadonlyMap<string, JobKind<unknown>>;
  events: JobEvents;
  staleSeconds: number;
}): Promise<void> {
  const { db, boss, log } = deps;
  for (const row of await takeStaleRuns(db, deps.staleSeconds)) {
    log.warn({ jobId: row.id, kind: row.kind }, 'a job run stopped beating; trying it again');
    const cancelled = row.cancelRequestedAt !== null;
    let state: string | undefined;
    if (row.queueId && cancelled) await boss.cancel(row.kind, row.queueId);
    else if (row.queueId) {
      await boss.fail(row.kind, row.queueId, { message: 'the run stopped beating' });
      state = (await boss.getJobById(row.kind, row.queueId))?.state;
    }
    if (state === 'retry' || state === 'created') continue;
    // cancelled by its creator while its process was dying: no retry, it ends cancelled
    const ended = await endIdleJob(
      db,
      row.id,
      cancelled
        ? { status: 'cancelled' }
        : { status: 'failed', errors: [jobProblem(JOB_INTERRUPTED_KEY)] },
    );
    if (!ended) continue;
    await deps.kinds
      .get(row.kind)
      ?.onFinish?.(snapshotOf(ended), ended.input)
      .catch((error: unknown) => log.error({ err: error, jobId: row.id }, 'announcing failed'));
    const fileKey = (ended.input as JobFileInput | null)?.fileKey;
    if (fileKey) await deps.files.delete(fileKey).catch(() => {});
    await deps.events.publish({ t: 'ended', id: row.id }).catch(() => {});
  }
}
