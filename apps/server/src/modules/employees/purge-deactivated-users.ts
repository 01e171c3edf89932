import { and, isNull, lt } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { users } from '../../db/schema.ts';
import { anonymiseUser, hashUnusablePassword } from '../account/anonymise-user.ts';

/** How long a deactivated employee's personal data is kept (the data-deletion policy). */
export const RETENTION_YEARS = 1;

/** The moment before which a deactivation has outlived the retention period. */
export function retentionCutoff(now: Date): Date {
  const cutoff = new Date(now);
  cutoff.setUTCFullYear(cutoff.getUTCFullYear() - RETENTION_YEARS);
  return cutoff;
}

/**
 * Erases the personal data of users deactivated more than a year before `now`, exactly as
 * account deletion does (anonymiseUser; decision 008), one transaction per user. Users already
 * anonymised (`deleted_at` set) are skipped, so the job can run any number of times.
 * @returns how many users were anonymised
 */
export async function purgeDeactivatedUsers(db: Db, now: Date = new Date()): Promise<number> {
  const due = await db
    .select({ id: users.id, username: users.username })
    .from(users)
    .where(and(lt(users.deactivatedAt, retentionCutoff(now)), isNull(users.deletedAt)))
    .orderBy(users.id);
  if (due.length === 0) return 0;
  const unusableHash = await hashUnusablePassword();
  for (const user of due) {
    await db.transaction((tx) => anonymiseUser(tx, user, unusableHash, now));
  }
  return due.length;
}
