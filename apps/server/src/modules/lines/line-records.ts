import type { LineRecord } from '@plotline/contract/lines';
import { type SQL, sql } from 'drizzle-orm';
import { queryRows } from '../../db/client.ts';
import { lines } from '../../db/schema.ts';
import type { CurrentUser } from '../../platform/auth/authenticate.ts';
import { fieldYearsVisibleTo, linesOwnedBy, linesVisibleTo } from '../../platform/auth/policy.ts';
import type { Tx } from './find-or-create-lines.ts';

/** Folds a text as the lists compare and sort names: case-insensitive, ё = е. */
export const foldedSql = (expr: SQL) => sql`replace(lower(${expr}), 'ё', 'е')`;

/**
 * Seasons of the line in `lines` the user may read, as `from … where` (plots `lp`,
 * `field_years`, `fields`): counts and years see only these (decision 035).
 */
export function readablePlotsOf(user: CurrentUser): SQL {
  return sql`from plots lp
    join field_years on field_years.id = lp.field_year_id
    join fields on fields.id = field_years.field_id
    where lp.line_id = ${lines.id} and ${fieldYearsVisibleTo(user, 'read')}`;
}

/** Sortable expressions of LINE_SORT_KEYS over `lines` (and the `count_of_plots` column). */
export const SORT_EXPRESSIONS: Record<string, { expr: SQL; text: boolean }> = {
  line_name: { expr: sql`${lines.name}`, text: true },
  is_sort: { expr: sql`${lines.isSort}`, text: false },
  species: { expr: sql`nullif(${lines.species}, '')`, text: true },
  origin: { expr: sql`nullif(${lines.origin}, '')`, text: true },
  heterotic_group: { expr: sql`nullif(${lines.heteroticGroup}, '')`, text: true },
  owner: { expr: sql`nullif(${lines.owner}, '')`, text: true },
  count_of_plots: { expr: sql`picked.count_of_plots`, text: false },
  created_at: { expr: sql`${lines.createdAt}`, text: false },
};

/** ORDER BY for a sort key (`-` descending): nulls and empty texts last, then by name and id. */
export function lineOrder(sortBy: string): SQL {
  const descending = sortBy.startsWith('-');
  const key = descending ? sortBy.slice(1) : sortBy;
  const column = SORT_EXPRESSIONS[key] ?? SORT_EXPRESSIONS.line_name;
  if (!column) throw new Error('no line_name sort');
  const dir = descending ? sql`desc` : sql`asc`;
  const value = column.text ? foldedSql(column.expr) : column.expr;
  return sql`(${column.expr}) is null, ${value} ${dir}, ${foldedSql(sql`${lines.name}`)}, ${lines.id}`;
}

type RecordRow = {
  line_id: number;
  line_name: string;
  spec_id: number;
  is_sort: boolean;
  species: string;
  origin: string;
  regions: string[];
  uniformity: string;
  heterotic_group: string;
  genealogy: string;
  owner: string;
  comments: string;
  herbicides: string;
  fungicides: string;
  mother_id: number | null;
  mother_name: string | null;
  father_id: number | null;
  father_name: string | null;
  count_of_plots: number;
  years: number[] | null;
  created_at: Date | string;
  can_edit: boolean;
  can_manage: boolean;
  total: number;
};

/**
 * Line records of `lines` rows matching `where` (which may use the `lines` columns), in
 * `order`, one page: each with its parents, its plots and years in seasons the user reads,
 * and what the user may do with it.
 */
export async function loadLineRecords(
  tx: Tx,
  user: CurrentUser,
  options: { where: SQL; sortBy?: string; limit?: number; offset?: number },
): Promise<{ records: LineRecord[]; total: number }> {
  const order = lineOrder(options.sortBy ?? 'line_name');
  const rows = await queryRows<RecordRow>(
    tx,
    sql`
    with picked as (
      select ${lines.id} as id,
        (select count(*)::int ${readablePlotsOf(user)}) as count_of_plots
      from lines
      where ${options.where}
    ), paged as (
      select picked.id, picked.count_of_plots, count(*) over ()::int as total,
        row_number() over (order by ${order}) as rn
      from picked join lines on lines.id = picked.id
      order by rn
      limit ${options.limit ?? null} offset ${options.offset ?? 0}
    )
    select lines.id as line_id, lines.name as line_name, lines.crop_id as spec_id,
      lines.is_sort, lines.species, lines.origin, lines.regions, lines.uniformity,
      lines.heterotic_group, lines.genealogy, lines.owner, lines.comments, lines.herbicides,
      lines.fungicides, m.id as mother_id, m.name as mother_name, f.id as father_id,
      f.name as father_name, paged.count_of_plots, paged.total, lines.created_at,
      (select array_agg(distinct field_years.year order by field_years.year)
        ${readablePlotsOf(user)}) as years,
      ${linesVisibleTo(user, 'write')} as can_edit,
      ${linesOwnedBy(user)} as can_manage
    from paged
    join lines on lines.id = paged.id
    left join lines m on m.id = lines.mother_id
    left join lines f on f.id = lines.father_id
    order by paged.rn`,
  );
  let total = rows[0]?.total ?? 0;
  if (rows.length === 0 && (options.offset ?? 0) > 0) {
    // a page past the end still tells how many there are
    const [counted] = await queryRows<{ n: number }>(
      tx,
      sql`select count(*)::int as n from lines where ${options.where}`,
    );
    total = counted?.n ?? 0;
  }
  return { records: rows.map(toRecord), total };
}

function toRecord(row: RecordRow): LineRecord {
  return {
    line_id: row.line_id,
    line_name: row.line_name,
    spec_id: row.spec_id,
    is_sort: row.is_sort,
    species: row.species,
    origin: row.origin,
    regions: row.regions,
    uniformity: row.uniformity,
    heterotic_group: row.heterotic_group,
    genealogy: row.genealogy,
    owner: row.owner,
    comments: row.comments,
    herbicides: row.herbicides,
    fungicides: row.fungicides,
    mother:
      row.mother_id === null ? null : { line_id: row.mother_id, line_name: row.mother_name ?? '' },
    father:
      row.father_id === null ? null : { line_id: row.father_id, line_name: row.father_name ?? '' },
    count_of_plots: row.count_of_plots,
    years: row.years ?? [],
    created_at: new Date(row.created_at).toISOString(),
    can_edit: row.can_edit,
    can_manage: row.can_manage,
  };
}
