import { and, eq } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { jobs } from '../../db/schema.ts';
import { AppError } from '../../errors.ts';
import type { CurrentUser } from '../auth/authenticate.ts';
import type { JobProblem, JobRunner, JobSnapshot } from './job-runner.ts';

/**
 * A job as its creator sees it: from the runner's memory while it lives (so polling never
 * waits behind the job's own transaction), else from the `jobs` table.
 * @throws AppError NOT_FOUND when the job does not exist or someone else created it
 */
export async function getJobFor(
  db: Db,
  runner: JobRunner,
  user: CurrentUser,
  jobId: number,
): Promise<JobSnapshot> {
  const live = runner.findLive(jobId);
  if (live) {
    if (live.createdBy !== user.id) throw new AppError('NOT_FOUND');
    return live;
  }
  const [row] = await db
    .select()
    .from(jobs)
    .where(and(eq(jobs.id, jobId), eq(jobs.createdBy, user.id)));
  if (!row) throw new AppError('NOT_FOUND');
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
