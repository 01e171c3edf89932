import type { PlannedAllele, PlannedLine } from '@plotline/contract/create-line';
import { type SQL, sql } from 'drizzle-orm';
import { type Db, queryRows } from '../../db/client.ts';
import type { CurrentUser } from '../../platform/auth/authenticate.ts';
import { linesOwnedBy, linesVisibleTo } from '../../platform/auth/policy.ts';

type Row = Omit<PlannedLine, 'changes' | 'can_delete'> & {
  owned: boolean;
  plots: number;
  changes: PlannedAllele[] | null;
};

/**
 * Planned lines matching `where` (over `lines` and `planned_lines pl`) that the user sees (a
 * planned line has no plots at first: its creator and the heads who own it), newest first, each
 * with its base variety, its target pairs in chromosome order and whether the user may delete it
 * (they own it and it has no plots yet).
 */
export async function listPlannedLines(
  db: Db,
  user: CurrentUser,
  where: SQL,
): Promise<PlannedLine[]> {
  const rows = await queryRows<Row>(
    db,
    sql`select lines.id as line_id, lines.name, lines.comments as comment,
        pl.base_line_id, base.name as base_line_name,
        coalesce(nullif(btrim(concat_ws(' ', u.first_name, u.last_name)), ''), u.username) as created_by_name,
        to_char(pl.created_at at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"') as created_at,
        ${linesOwnedBy(user)} as owned,
        (select count(*)::int from plots where plots.line_id = lines.id) as plots,
        (select json_agg(json_build_object('mutation_id', m.id, 'name', m.name, 'chr', m.chr,
            'pos', m.pos, 'first_allele', a.first_allele, 'second_allele', a.second_allele)
            order by m.chr, m.pos)
          from planned_line_alleles a join mutations m on m.id = a.mutation_id
          where a.line_id = lines.id) as changes
      from planned_lines pl
        join lines on lines.id = pl.line_id
        left join lines base on base.id = pl.base_line_id
        left join users u on u.id = pl.created_by
      where ${linesVisibleTo(user, 'read')} and ${where}
      order by pl.created_at desc, lines.id desc`,
  );
  return rows.map(({ owned, plots, changes, ...row }) => ({
    ...row,
    can_delete: owned && plots === 0,
    changes: changes ?? [],
  }));
}
