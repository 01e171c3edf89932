import type { PedigreeLine } from '@plotline/stats/pedigree';
import { sql } from 'drizzle-orm';
import { queryRows } from '../../db/client.ts';
import type { Tx } from '../lines/find-or-create-lines.ts';

/**
 * The lines and every ancestor of them, with their parent links (a recursive walk up the
 * primary key; `union` keeps each line once, so a loop in old data cannot make it endless).
 * Answered as three arrays in one row: a large ancestry parses far faster than row by row.
 */
export async function readAncestry(tx: Tx, lineIds: readonly number[]): Promise<PedigreeLine[]> {
  if (lineIds.length === 0) return [];
  const [row] = await queryRows<{
    ids: number[] | null;
    mothers: (number | null)[] | null;
    fathers: (number | null)[] | null;
  }>(
    tx,
    sql`
      with recursive up(id) as (
        select unnest(${sql.param([...new Set(lineIds)])}::int[])
        union
        select p.parent_id
        from up
        join lines l on l.id = up.id
        cross join lateral (values (l.mother_id), (l.father_id)) as p(parent_id)
        where p.parent_id is not null
      )
      select array_agg(l.id) as ids, array_agg(l.mother_id) as mothers,
        array_agg(l.father_id) as fathers
      from up join lines l on l.id = up.id`,
  );
  const ids = row?.ids ?? [];
  const mothers = row?.mothers ?? [];
  const fathers = row?.fathers ?? [];
  return ids.map((id, i) => ({ id, motherId: mothers[i] ?? null, fatherId: fathers[i] ?? null }));
}
