import { and, eq, inArray, lt, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { jobs } from '../../db/schema.ts';
import type { CurrentUser } from '../auth/authenticate.ts';
import { jobsOf } from '../auth/policy.ts';
import type { JobProblem, JobSnapshot } from './job-types.ts';

/**
 * The `jobs` row, the user-facing record of a job (decision 032): every change of state goes
 * through here. A run holds its `attempt` number and writes only while it is the latest, so
 * a run presumed dead that wakes up again changes nothing.
 */

type JobRow = typeof jobs.$inferSelect;

/** The row as its creator sees it. */
export function snapshotOf(row: JobRow): JobSnapshot {
  return {
    id: row.id,
    kind: row.kind,
    createdBy: row.createdBy,
    status: row.status,
    progress: row.progress,
    result: row.result,
    errors: (row.errors as JobProblem[] | null) ?? [],
  };
}

/** Records a pending job with its input and the id its queue entry will carry. */
export async function insertJob(
  db: Db,
  values: { kind: string; createdBy: number | null; input: unknown; queueId: string },
): Promise<number> {
  const [row] = await db.insert(jobs).values(values).returning({ id: jobs.id });
  if (!row) throw new Error('insert returned no row');
  return row.id;
}

/** The row of a job, or undefined. */
export async function findJob(db: Db, id: number): Promise<JobRow | undefined> {
  const [row] = await db.select().from(jobs).where(eq(jobs.id, id));
  return row;
}

/**
 * Starts a run of the job carried by queue entry `queueId`: a new attempt, processing, alive
 * now. Nothing when the row is gone, ended, or belongs to another queue entry.
 */
export async function claimJob(db: Db, id: number, queueId: string): Promise<JobRow | undefined> {
  const [row] = await db
    .update(jobs)
    .set({
      status: 'processing',
      attempt: sql`${jobs.attempt} + 1`,
      heartbeatAt: sql`now()`,
      progress: 0,
    })
    .where(
      and(
        eq(jobs.id, id),
        eq(jobs.queueId, queueId),
        inArray(jobs.status, ['pending', 'processing']),
      ),
    )
    .returning();
  return row;
}

/**
 * The heartbeat of a run, with its progress.
 * @returns whether the creator asked to cancel; undefined when the run is no longer the latest
 */
export async function beat(
  db: Db,
  run: { id: number; attempt: number },
  progress: number,
): Promise<{ cancel: boolean } | undefined> {
  const [row] = await db
    .update(jobs)
    .set({ heartbeatAt: sql`now()`, progress })
    .where(ofRun(run))
    .returning({ cancelRequestedAt: jobs.cancelRequestedAt });
  return row && { cancel: row.cancelRequestedAt !== null };
}

/**
 * Writes how a run ended.
 * @returns the ended row, or undefined when the run was no longer the latest
 */
export async function endRun(
  db: Db,
  run: { id: number; attempt: number },
  end: { status: 'success' | 'failed' | 'cancelled'; result?: unknown; errors?: JobProblem[] },
): Promise<JobRow | undefined> {
  const [row] = await db
    .update(jobs)
    .set({
      status: end.status,
      progress: 100,
      result: end.result ?? null,
      errors: end.errors ?? [],
      finishedAt: sql`now()`,
      heartbeatAt: null,
    })
    .where(ofRun(run))
    .returning();
  return row;
}

/** Puts a run's job back in the queue's hands (a retry follows): pending, progress 0. */
export async function requeueRun(db: Db, run: { id: number; attempt: number }): Promise<void> {
  await db
    .update(jobs)
    .set({ status: 'pending', progress: 0, heartbeatAt: null })
    .where(ofRun(run));
}

/**
 * Ends a job that is not running (pending, or processing with a dead run), whatever its
 * attempt. @returns the ended row, or undefined when it was running or ended meanwhile
 */
export async function endIdleJob(
  db: Db,
  id: number,
  end: { status: 'failed' | 'cancelled'; errors?: JobProblem[] },
  from: 'pending' | 'processing' = 'pending',
): Promise<JobRow | undefined> {
  const [row] = await db
    .update(jobs)
    .set({
      status: end.status,
      progress: from === 'pending' ? 0 : 100,
      errors: end.errors ?? [],
      finishedAt: sql`now()`,
      heartbeatAt: null,
    })
    .where(and(eq(jobs.id, id), eq(jobs.status, from)))
    .returning();
  return row;
}

/**
 * Marks the wish to cancel of a job the user may cancel (policy.ts `jobsOf`).
 * @returns the row after it, or undefined when there is none the user may cancel
 */
export async function requestCancel(
  db: Db,
  id: number,
  user: CurrentUser,
): Promise<JobRow | undefined> {
  const [row] = await db
    .update(jobs)
    .set({ cancelRequestedAt: sql`coalesce(${jobs.cancelRequestedAt}, now())` })
    .where(and(eq(jobs.id, id), jobsOf(user)))
    .returning();
  return row;
}

/**
 * Jobs whose run stopped beating `staleSeconds` ago (its process died or hangs), put back
 * to pending so the queue retries them. Atomic: one process takes each.
 */
export async function takeStaleRuns(db: Db, staleSeconds: number): Promise<JobRow[]> {
  return db
    .update(jobs)
    .set({ status: 'pending', progress: 0, heartbeatAt: null })
    .where(
      and(
        eq(jobs.status, 'processing'),
        lt(jobs.heartbeatAt, sql`now() - make_interval(secs => ${staleSeconds})`),
      ),
    )
    .returning();
}

function ofRun(run: { id: number; attempt: number }) {
  return and(eq(jobs.id, run.id), eq(jobs.attempt, run.attempt), eq(jobs.status, 'processing'));
}
