import type { PedigreeLine } from '@plotline/stats/breeding/pedigree';
import { sql } from 'drizzle-orm';
import { queryRows } from '../../db/client.ts';
import type { Tx } from '../lines/find-or-create-lines.ts';

/**
 * The lines and every ancestor of them, with their parent links (a recursive walk up the
 * primary key that carries the links along, so no join back to `lines` at the end; `union`
 * keeps each line once, so a loop in old data cannot make it endless).
 * Answered as three arrays in one row: a large ancestry parses far faster than row by row.
 */
export async function readAncestry(tx: Tx, lineIds: readonly number[]): Promise<PedigreeLine[]> {
  if (lineIds.length === 0) return [];
  const [row] = await queryRows<AncestryArrays>(
    tx,
    sql`
      with recursive up(id, mother_id, father_id) as (
        select l.id, l.mother_id, l.father_id
        from lines l where l.id = any(${sql.param([...new Set(lineIds)])}::int[])
        union
        select l.id, l.mother_id, l.father_id
        from up
        cross join lateral (values (up.mother_id), (up.father_id)) as p(parent_id)
        join lines l on l.id = p.parent_id
      )
      select array_agg(id) as ids, array_agg(mother_id) as mothers,
        array_agg(father_id) as fathers
      from up`,
  );
  return row ? ancestryLines(row) : [];
}

/** A pedigree answered as three parallel arrays (null when there are no lines). */
export type AncestryArrays = {
  ids: number[] | null;
  mothers: (number | null)[] | null;
  fathers: (number | null)[] | null;
};

/** The lines of three parallel arrays. */
export function ancestryLines(row: AncestryArrays): PedigreeLine[] {
  const mothers = row.mothers ?? [];
  const fathers = row.fathers ?? [];
  return (row.ids ?? []).map((id, i) => ({
    id,
    motherId: mothers[i] ?? null,
    fatherId: fathers[i] ?? null,
  }));
}
