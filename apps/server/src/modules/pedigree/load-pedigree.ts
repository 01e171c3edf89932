import type { Pedigree, PedigreeEdge, PedigreeNode } from '@plotline/contract/pedigree';
import { sql } from 'drizzle-orm';
import { type Db, queryRows } from '../../db/client.ts';
import type { CurrentUser } from '../../platform/auth/authenticate.ts';
import { linesVisibleTo } from '../../platform/auth/policy.ts';
import { type InbreedingRow, inbreedingOfRows } from './inbreeding-of.ts';

type NodeRow = InbreedingRow & {
  depth: number;
  up: boolean;
  name: string;
  is_sort: boolean;
  accessible: boolean;
  goes_on: boolean;
};

/**
 * `getting_pedigree/`: the graph around a line the caller may read, `depth` generations up
 * (ancestors, walked on the primary key) and/or down (descendants, on lines_mother_idx and
 * lines_father_idx), in one statement of two recursive CTEs. A line met on several paths is
 * one node at its nearest generation; `truncated` when a line at the edge has parents
 * (going up) or children (going down) beyond it. F of each node: kept, or computed over its
 * whole ancestry and kept (inbreedingOfRows).
 */
export async function loadPedigree(
  db: Db,
  user: CurrentUser,
  input: { lineId: number; depth: number; parents: boolean; offsprings: boolean },
): Promise<Pedigree> {
  const upDepth = input.parents ? input.depth : 0;
  const downDepth = input.offsprings ? input.depth : 0;
  const [answer] = await queryRows<{ nodes: NodeRow[] }>(
    db,
    sql`
      with recursive
      up(id, depth) as (
        select ${input.lineId}::int, 0
        union
        select p.parent_id, up.depth + 1
        from up
        join lines l on l.id = up.id
        cross join lateral (values (l.mother_id), (l.father_id)) as p(parent_id)
        where p.parent_id is not null and up.depth < ${upDepth}::int
      ),
      down(id, depth) as (
        select ${input.lineId}::int, 0
        union
        select c.id, down.depth + 1
        from down
        cross join lateral (
          select m.id from lines m where m.mother_id = down.id
          union all
          select f.id from lines f where f.father_id = down.id
        ) as c
        where down.depth < ${downDepth}::int
      ),
      nodes(id, depth, up) as (
        select id, min(depth), true from up group by id
        union all
        select id, min(depth), false from down where depth > 0 group by id
      ),
      graph as (
      select nodes.id, nodes.depth, nodes.up, lines.name, lines.is_sort, lines.mother_id,
        lines.father_id, lines.inbreeding, lines.pedigree_version,
        ${linesVisibleTo(user, 'read')} as accessible,
        case
          when nodes.up and nodes.depth = ${upDepth}::int and ${input.parents}
            then lines.mother_id is not null or lines.father_id is not null
          when not nodes.up and nodes.depth = ${downDepth}::int and ${input.offsprings}
            then exists (select 1 from lines c where c.mother_id = lines.id)
              or exists (select 1 from lines c where c.father_id = lines.id)
          else false
        end as goes_on
      from nodes join lines on lines.id = nodes.id
      )
      select coalesce((select json_agg(graph) from graph), '[]') as nodes`,
  );
  const rows = answer?.nodes ?? [];
  const nearest = new Map<number, NodeRow>();
  for (const row of rows) {
    const known = nearest.get(row.id);
    if (!known || row.depth < known.depth) nearest.set(row.id, row);
  }
  const inbreeding = await inbreedingOfRows(db, [...nearest.values()], {
    keepAfterAnswer: true,
  });
  const nodes: PedigreeNode[] = [];
  const edges: PedigreeEdge[] = [];
  for (const row of nearest.values()) {
    nodes.push({
      line_id: row.id,
      line_name: row.name,
      is_sort: row.is_sort,
      generation: row.id === input.lineId ? 0 : row.up ? -row.depth : row.depth,
      inbreeding: inbreeding.get(row.id) ?? 0,
      accessible: row.accessible,
    });
    if (row.mother_id !== null && nearest.has(row.mother_id)) {
      edges.push({ parent_id: row.mother_id, child_id: row.id, role: 'mother' });
    }
    if (row.father_id !== null && nearest.has(row.father_id)) {
      edges.push({ parent_id: row.father_id, child_id: row.id, role: 'father' });
    }
  }
  nodes.sort((a, b) => a.generation - b.generation || a.line_name.localeCompare(b.line_name));
  return {
    line_id: input.lineId,
    nodes,
    edges,
    truncated: rows.some((row) => row.goes_on),
  };
}
