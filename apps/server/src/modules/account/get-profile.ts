import type { Profile } from '@plotline/contract/auth';
import { eq } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { companies, users } from '../../db/schema.ts';
import { AppError } from '../../errors.ts';
import { presentUser } from './present-user.ts';

/**
 * The signed-in user's profile with their company and activity counts (api-contract §2).
 * Lines, plots, fields and plant rows do not exist before the nursery issue lands, so the
 * counts are zero until those tables join this query.
 * @throws AppError NOT_FOUND when the user is gone
 */
export async function getProfile(db: Db, userId: number): Promise<Profile> {
  const [row] = await db
    .select({ user: users, companyName: companies.name })
    .from(users)
    .leftJoin(companies, eq(companies.id, users.companyId))
    .where(eq(users.id, userId));
  if (!row) throw new AppError('NOT_FOUND');
  return {
    user_data: {
      ...presentUser(row.user),
      role: row.user.role,
      company_name: row.companyName ?? '',
    },
    count_of_lines: 0,
    count_of_plots: 0,
    count_of_fields: 0,
    count_of_brushes: 0,
    count_of_lines_of_divisions: 0,
  };
}
