import { eq, sql } from 'drizzle-orm';
import { type Db, queryRows } from '../../db/client.ts';
import { lines } from '../../db/schema.ts';
import { AppError, fieldError } from '../../errors.ts';
import type { CurrentUser } from '../../platform/auth/authenticate.ts';
import { linesOwnedBy, linesVisibleTo } from '../../platform/auth/policy.ts';

/**
 * A planned line the user sees (the line record of a `planned_lines` row).
 * @throws AppError NOT_FOUND when it is not a planned line or out of the user's sight
 */
export async function getPlannedLineFor(db: Db, user: CurrentUser, lineId: number) {
  const [row] = await queryRows<{ id: number; crop_id: number; name: string }>(
    db,
    sql`select lines.id, lines.crop_id, lines.name from planned_lines pl
      join lines on lines.id = pl.line_id
      where pl.line_id = ${lineId} and ${linesVisibleTo(user, 'read')}`,
  );
  if (!row) throw new AppError('NOT_FOUND');
  return row;
}

/**
 * Deletes a planned line with its line record: its creator or a head who owns it (as any line a
 * user owns), only while no plot grows it — once sown it is a line of the nursery. The row lock
 * makes a plot planted meanwhile wait for the outcome.
 * @throws AppError NOT_FOUND out of sight or not planned; PERMISSION_DENIED not owned;
 *   VALIDATION (`non_field_errors`) when plots grow it
 */
export async function deletePlannedLine(db: Db, user: CurrentUser, lineId: number) {
  const line = await getPlannedLineFor(db, user, lineId);
  await db.transaction(async (tx) => {
    const [row] = await queryRows<{ owned: boolean }>(
      tx,
      sql`select ${linesOwnedBy(user)} as owned from lines where ${lines.id} = ${line.id} for update`,
    );
    if (!row) throw new AppError('NOT_FOUND');
    if (!row.owned) throw new AppError('PERMISSION_DENIED');
    const [used] = await queryRows<{ n: number }>(
      tx,
      sql`select count(*)::int as n from plots where line_id = ${line.id}`,
    );
    if (used && used.n > 0)
      throw fieldError('non_field_errors', 'lines.usedByPlots', { name: line.name, n: used.n });
    await tx.delete(lines).where(eq(lines.id, line.id));
  });
}
