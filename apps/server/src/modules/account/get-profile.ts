import type { Profile } from '@plotline/contract/auth';
import { eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { brushes, companies, fields, lines, plots, users } from '../../db/schema.ts';
import { AppError } from '../../errors.ts';
import { presentUser } from './present-user.ts';

const count = (query: ReturnType<typeof sql>) => sql<number>`(${query})::int`;

/**
 * The signed-in user's activity counts (spec §3 "company counts"): lines, plots and fields
 * they created, plant rows in plots they created, and lines created by anyone of their
 * division (0 without a division).
 */
function activityCounts(userId: number) {
  return {
    lines: count(sql`select count(*) from ${lines} where ${lines.createdBy} = ${userId}`),
    plots: count(sql`select count(*) from ${plots} where ${plots.createdBy} = ${userId}`),
    fields: count(sql`select count(*) from ${fields} where ${fields.createdBy} = ${userId}`),
    brushes:
      count(sql`select count(*) from ${brushes} join ${plots} on ${plots.id} = ${brushes.plotId}
      where ${plots.createdBy} = ${userId}`),
    linesOfDivision: count(sql`select count(*) from ${lines} join users author
      on author.id = ${lines.createdBy}
      where author.division_id is not null and author.division_id = ${users.divisionId}`),
  };
}

/**
 * The signed-in user's profile with their company and activity counts (api-contract §2).
 * @throws AppError NOT_FOUND when the user is gone
 */
export async function getProfile(db: Db, userId: number): Promise<Profile> {
  const [row] = await db
    .select({ user: users, companyName: companies.name, counts: activityCounts(userId) })
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
    count_of_lines: row.counts.lines,
    count_of_plots: row.counts.plots,
    count_of_fields: row.counts.fields,
    count_of_brushes: row.counts.brushes,
    count_of_lines_of_divisions: row.counts.linesOfDivision,
  };
}
