import { and, eq } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { jobs } from '../../db/schema.ts';
import { AppError } from '../../errors.ts';
import type { CurrentUser } from '../auth/authenticate.ts';
import { jobsOf } from '../auth/policy.ts';
import { snapshotOf } from './job-record.ts';
import type { JobSnapshot } from './job-types.ts';

/**
 * A job as its creator sees it, from the `jobs` row: every process writes progress and
 * ends there (decision 032), so any server answers for any job.
 * @throws AppError NOT_FOUND when the job does not exist or someone else created it
 */
export async function getJobFor(db: Db, user: CurrentUser, jobId: number): Promise<JobSnapshot> {
  const [row] = await db
    .select()
    .from(jobs)
    .where(and(eq(jobs.id, jobId), jobsOf(user)));
  if (!row) throw new AppError('NOT_FOUND');
  return snapshotOf(row);
}
