import { CROSS_PARENTS_MAX } from '@plotline/contract/crossing-table';
import { and, asc, eq, inArray, type SQL, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { lines } from '../../db/schema.ts';
import { AppError, fieldError } from '../../errors.ts';
import type { CurrentUser } from '../../platform/auth/authenticate.ts';
import { linesVisibleTo } from '../../platform/auth/policy.ts';
import type { LineDosages } from '../marker-weights/line-dosages.ts';

/** A parent of the table: a readable line of the crop with a dose at a weighted marker. */
export type CrossParent = { id: number; name: string };

/** Lines reduced to those whose origin contains the text (case-insensitive, `%`/`_` literal). */
function originContains(country: string | undefined): SQL<boolean> {
  if (!country) return sql<boolean>`true`;
  const pattern = `%${country.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
  return sql<boolean>`${lines.origin} ilike ${pattern}`;
}

/**
 * The mothers or the fathers of the table. Asked ids must all be lines of the crop the user
 * reads (else 404, as another tenant's line); by default every readable line of the crop with
 * a dose. The origin filter applies to both. Lines without a dose are set aside by name.
 * @throws AppError NOT_FOUND for an asked line out of sight; VALIDATION on `field` when the
 *   default holds more than CROSS_PARENTS_MAX lines or none has a dose
 */
export async function resolveCrossParents(
  db: Db,
  user: CurrentUser,
  query: {
    cropId: number;
    ids: readonly number[] | undefined;
    country: string | undefined;
    field: 'mother_ids' | 'father_ids';
  },
  dosages: LineDosages,
): Promise<{ parents: CrossParent[]; withoutGenotype: string[] }> {
  const asked = query.ids ? [...new Set(query.ids)] : null;
  const rows = await db
    .select({ id: lines.id, name: lines.name, fromCountry: originContains(query.country) })
    .from(lines)
    .where(
      and(
        eq(lines.cropId, query.cropId),
        linesVisibleTo(user, 'read'),
        asked ? inArray(lines.id, asked) : undefined,
      ),
    )
    .orderBy(asc(lines.name), asc(lines.id));
  if (asked && rows.length !== asked.length) throw new AppError('NOT_FOUND');
  const chosen = rows.filter((row) => row.fromCountry);
  const parents = chosen.filter((row) => dosages.has(row.id));
  const withoutGenotype = chosen.filter((row) => !dosages.has(row.id)).map((row) => row.name);
  if (!asked && parents.length > CROSS_PARENTS_MAX)
    throw fieldError(query.field, 'crossingTable.tooManyParents', {
      count: parents.length,
      max: CROSS_PARENTS_MAX,
    });
  if (parents.length === 0) throw fieldError(query.field, 'crossingTable.noGenotypedParents');
  return { parents, withoutGenotype };
}
