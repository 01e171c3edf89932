import { sql } from 'drizzle-orm';
import { queryRows } from '../../db/client.ts';
import type { Tx } from '../lines/find-or-create-lines.ts';

type Parents = { motherId: number | null; fatherId: number | null };

/**
 * The inbreeding coefficient F of each line (the tabular method: F_x is the coancestry of its
 * parents; unknown parents are unrelated founders), over the lines' whole known ancestry.
 * @returns line id → F (0 for a line with an unknown parent)
 */
export async function inbreedingOf(
  tx: Tx,
  lineIds: readonly number[],
): Promise<Map<number, number>> {
  if (lineIds.length === 0) return new Map();
  const rows = await queryRows<{ id: number; mother_id: number | null; father_id: number | null }>(
    tx,
    sql`
      with recursive up(id) as (
        select unnest(${sql.param([...lineIds])}::int[])
        union
        select p.parent_id
        from up
        join lines l on l.id = up.id
        cross join lateral (values (l.mother_id), (l.father_id)) as p(parent_id)
        where p.parent_id is not null
      )
      select l.id, l.mother_id, l.father_id from up join lines l on l.id = up.id`,
  );
  const pedigree = new Map<number, Parents>(
    rows.map((row) => [row.id, { motherId: row.mother_id, fatherId: row.father_id }]),
  );
  const coancestry = coancestryOver(pedigree);
  return new Map(lineIds.map((id) => [id, coancestry.inbreeding(id)]));
}

/**
 * Coancestry over a loop-free pedigree, memoised: f(a, b) = ½ [f(mother(a), b) + f(father(a), b)]
 * expanding the younger line (a line is deeper than each of its ancestors), f(a, a) = ½ (1 + F_a).
 */
export function coancestryOver(pedigree: ReadonlyMap<number, Parents>) {
  const depths = new Map<number, number>();
  const depthOf = (id: number): number => {
    const known = depths.get(id);
    if (known !== undefined) return known;
    const parents = pedigree.get(id);
    let depth = 0;
    for (const parent of [parents?.motherId, parents?.fatherId]) {
      if (parent != null && pedigree.has(parent)) depth = Math.max(depth, depthOf(parent) + 1);
    }
    depths.set(id, depth);
    return depth;
  };
  const memo = new Map<string, number>();
  const coancestry = (a: number | null | undefined, b: number | null | undefined): number => {
    if (a == null || b == null || !pedigree.has(a) || !pedigree.has(b)) return 0;
    if (a === b) return (1 + inbreeding(a)) / 2;
    const [young, old] = depthOf(a) >= depthOf(b) ? [a, b] : [b, a];
    const key = `${young},${old}`;
    const known = memo.get(key);
    if (known !== undefined) return known;
    const parents = pedigree.get(young);
    const value = (coancestry(parents?.motherId, old) + coancestry(parents?.fatherId, old)) / 2;
    memo.set(key, value);
    return value;
  };
  const inbreeding = (id: number): number => {
    const parents = pedigree.get(id);
    return coancestry(parents?.motherId, parents?.fatherId);
  };
  return { coancestry, inbreeding };
}
