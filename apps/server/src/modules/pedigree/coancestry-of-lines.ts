import type { Coancestry } from '@plotline/contract/pedigree';
import { coancestryOf } from '@plotline/stats/breeding/pedigree';
import { and, eq, sql } from 'drizzle-orm';
import { anyInt } from '../../db/any-of.ts';
import type { Db } from '../../db/client.ts';
import { lines } from '../../db/schema.ts';
import { AppError } from '../../errors.ts';
import type { CurrentUser } from '../../platform/auth/authenticate.ts';
import { getCropFor, linesVisibleTo } from '../../platform/auth/policy.ts';
import type { Tx } from '../lines/find-or-create-lines.ts';
import { readAncestry } from './read-ancestry.ts';

/**
 * Lines of the crop the caller may read, all of them or none, in the order asked (repeats
 * dropped).
 * @throws AppError NOT_FOUND the crop or any line out of sight or of another crop
 */
export async function getVisibleLines(
  db: Db | Tx,
  user: CurrentUser,
  cropId: number,
  lineIds: readonly number[],
): Promise<{ id: number; name: string }[]> {
  const unique = [...new Set(lineIds)];
  if (unique.length === 0) return [];
  const rows = await db
    .select({ id: lines.id, name: lines.name })
    .from(lines)
    .where(
      and(anyInt(lines.id, unique), eq(lines.cropId, cropId), sql`${linesVisibleTo(user, 'read')}`),
    );
  if (rows.length !== unique.length) throw new AppError('NOT_FOUND');
  const byId = new Map(rows.map((row) => [row.id, row]));
  return unique.map((id) => byId.get(id) as { id: number; name: string });
}

/**
 * `lines_coancestry/`: the coancestry matrix and F of up to 500 lines of a crop, over their
 * whole known ancestry (Colleau's indirect method, @plotline/stats/pedigree).
 * @throws AppError NOT_FOUND crop or any line out of sight (a mix is refused whole)
 */
export async function coancestryOfLines(
  db: Db,
  user: CurrentUser,
  input: { cropId: number; lineIds: readonly number[] },
): Promise<Coancestry> {
  await getCropFor(db, user, input.cropId);
  const found = await getVisibleLines(db, user, input.cropId, input.lineIds);
  const ids = found.map((line) => line.id);
  const { inbreeding, coancestry } = coancestryOf(await readAncestry(db, ids), ids);
  return {
    lines: found.map((line) => ({ line_id: line.id, line_name: line.name })),
    inbreeding,
    coancestry,
  };
}
