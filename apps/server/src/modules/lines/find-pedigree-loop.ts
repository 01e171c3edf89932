import { sql } from 'drizzle-orm';
import { queryRows } from '../../db/client.ts';
import { fieldError } from '../../errors.ts';
import type { Tx } from './find-or-create-lines.ts';

type Link = { id: number; name: string; motherId: number | null; fatherId: number | null };

/**
 * A loop in the pedigree above `lineIds` (a line that is its own ancestor), read inside the
 * caller's transaction after it changed parent links: the names from a line up through its
 * parents back to it (`A → C → B → A`: C is a parent of A, B of C, A of B), or null.
 * Reads the ancestors of the changed lines once (a set, so a loop cannot make it endless),
 * then walks them depth-first in memory (decision 036).
 */
export async function findPedigreeLoop(
  tx: Tx,
  lineIds: readonly number[],
): Promise<string[] | null> {
  if (lineIds.length === 0) return null;
  const rows = await queryRows<{
    id: number;
    name: string;
    mother_id: number | null;
    father_id: number | null;
  }>(
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
    select l.id, l.name, l.mother_id, l.father_id from up join lines l on l.id = up.id`,
  );
  const byId = new Map<number, Link>(
    rows.map((row) => [
      row.id,
      { id: row.id, name: row.name, motherId: row.mother_id, fatherId: row.father_id },
    ]),
  );
  return loopAmong(byId, lineIds);
}

/** Depth-first search over parent links: the first loop met, as names, or null. */
export function loopAmong(
  byId: ReadonlyMap<number, Link>,
  starts: readonly number[],
): string[] | null {
  const done = new Set<number>();
  const onPath = new Map<number, number>(); // id → index in path
  for (const start of starts) {
    if (done.has(start) || !byId.has(start)) continue;
    const path: number[] = [start];
    const pending: number[][] = [parentsOf(byId, start)];
    onPath.set(start, 0);
    while (path.length > 0) {
      const next = pending[pending.length - 1]?.pop();
      if (next === undefined) {
        const finished = path.pop() as number;
        pending.pop();
        onPath.delete(finished);
        done.add(finished);
        continue;
      }
      const at = onPath.get(next);
      if (at !== undefined) {
        return [...path.slice(at), next].map((id) => byId.get(id)?.name ?? String(id));
      }
      if (done.has(next) || !byId.has(next)) continue;
      onPath.set(next, path.length);
      path.push(next);
      pending.push(parentsOf(byId, next));
    }
  }
  return null;
}

function parentsOf(byId: ReadonlyMap<number, Link>, id: number): number[] {
  const link = byId.get(id);
  if (!link) return [];
  return [link.motherId, link.fatherId].filter((parent): parent is number => parent !== null);
}

/**
 * Refuses (400 naming the loop) parent links that made a line its own ancestor; the caller's
 * transaction then rolls back, so nothing is changed. `fieldOf` names the field the message
 * goes on, from the loop (default `mother`).
 */
export async function refusePedigreeLoop(
  tx: Tx,
  lineIds: readonly number[],
  fieldOf: (loop: readonly string[]) => string = () => 'mother',
): Promise<void> {
  const loop = await findPedigreeLoop(tx, lineIds);
  if (loop) throw fieldError(fieldOf(loop), 'lines.pedigreeLoop', { loop: loop.join(' → ') });
}
