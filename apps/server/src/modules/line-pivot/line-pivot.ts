import {
  PIVOT_FILTERS_MAX,
  type Pivot,
  type PivotCell,
  type PivotColumn,
  PivotFilter,
  type PivotQuery,
} from '@plotline/contract/lines';
import { type SQL, sql } from 'drizzle-orm';
import type { z } from 'zod';
import { queryRows } from '../../db/client.ts';
import { fieldError } from '../../errors.ts';
import type { CurrentUser } from '../../platform/auth/authenticate.ts';
import { fieldYearsVisibleTo, linesVisibleTo } from '../../platform/auth/policy.ts';
import { foldLineName, type Tx } from '../lines/find-or-create-lines.ts';
import { PLOT_NUMBER, PLOT_TEXT } from './plot-value.ts';

type Query = Omit<z.output<typeof PivotQuery>, 'page' | 'page_size'> & {
  page?: number;
  page_size?: number;
};
type GroupBy = Query['show_data_by'];

/** A column with its feature id, for the SQL. */
type Column = PivotColumn & { featureId: number };

const folded = (expr: SQL) => sql`replace(lower(${expr}), 'ё', 'е')`;

/** The group of a season: its year (as text) or its nursery's region. */
function groupOf(by: GroupBy): SQL {
  return by === 'year' ? sql`field_years.year::text` : sql`fields.region`;
}

/** The crop's seasons the user reads, as `from … where` over `field_years` and `fields`. */
function readableSeasons(user: CurrentUser, cropId: number): SQL {
  return sql`from field_years join fields on fields.id = field_years.field_id
    where fields.crop_id = ${cropId} and ${fieldYearsVisibleTo(user, 'read')}`;
}

/**
 * The pivot's columns: each (feature × year or region) some plot of a readable season has a
 * value of (a plot's own value, or one of its plant rows'). One probe of the season-feature
 * index per pair, so the answer does not grow with the number of plots.
 */
export async function pivotColumns(
  tx: Tx,
  user: CurrentUser,
  cropId: number,
  by: GroupBy,
): Promise<Column[]> {
  const rows = await queryRows<{
    feature_id: number;
    feature: string;
    quantitative: boolean;
    grp: string;
    unit: string;
  }>(
    tx,
    sql`
    with seasons as (select field_years.id, ${groupOf(by)} as grp ${readableSeasons(user, cropId)}),
    pairs as (
      select s.grp, ft.id as feature_id, u.unit
      from seasons s
      cross join features ft
      cross join lateral (
        select r.unit from plot_results r
        where r.field_year_id = s.id and r.feature_id = ft.id and r.brush_id is null limit 1
      ) u
      where ft.crop_id = ${cropId}
      union all
      select s.grp, r.feature_id, r.unit
      from brushes b
      join plot_results r on r.brush_id = b.id
      join seasons s on s.id = r.field_year_id
    )
    select pairs.feature_id, ft.name as feature, ft.kind = 'quantitative' as quantitative,
      pairs.grp, min(pairs.unit) as unit
    from pairs join features ft on ft.id = pairs.feature_id
    group by pairs.feature_id, ft.name, ft.kind, pairs.grp`,
  );
  const columns = rows.map((row) => ({
    id: `${row.feature}|${row.grp}`,
    feature: row.feature,
    unit: row.unit,
    group: row.grp,
    quantitative: row.quantitative,
    featureId: row.feature_id,
  }));
  const groupOrder = (a: Column, b: Column) =>
    by === 'year' ? Number(a.group) - Number(b.group) : a.group.localeCompare(b.group);
  return columns.sort((a, b) => a.feature.localeCompare(b.feature) || groupOrder(a, b));
}

/**
 * The filters of a query: a JSON array of PivotFilter, each naming `line_name` or a column.
 * @throws 400 on `filters` for anything else
 */
export function parseFilters(
  text: string | undefined,
  columns: ReadonlyMap<string, Column>,
): PivotFilter[] {
  if (text === undefined || text.trim() === '') return [];
  let parsed: unknown;
  try {
    parsed = JSON.parse(text);
  } catch {
    throw fieldError('filters', 'lines.badFilters', { n: PIVOT_FILTERS_MAX });
  }
  const checked = PivotFilter.array().max(PIVOT_FILTERS_MAX).safeParse(parsed);
  if (!checked.success) throw fieldError('filters', 'lines.badFilters', { n: PIVOT_FILTERS_MAX });
  for (const filter of checked.data) {
    if (filter.column !== 'line_name' && !columns.has(filter.column)) {
      throw fieldError('filters', 'lines.unknownColumn', { column: filter.column });
    }
  }
  return checked.data;
}

type CellRow = {
  line_id: number;
  feature_id: number;
  grp: string;
  num: number | null;
  txt: string | null;
  n_num: number;
  n_txt: number;
};

/**
 * The cells (line × feature × group) of the readable plots matching `where` (over `p` plots,
 * `r` values, `field_years`, `fields`), aggregated in SQL: per plot first (its value), then
 * per line and column (the mean of numbers, the most frequent text, alphabetical first on ties;
 * the plots counted).
 */
function cellsSql(user: CurrentUser, cropId: number, by: GroupBy, where: SQL): SQL {
  return sql`
    with pv as (
      select p.line_id, ${groupOf(by)} as grp, r.feature_id, r.plot_id,
        ${PLOT_NUMBER} as num, ${PLOT_TEXT} as txt
      from plot_results r
      join plots p on p.id = r.plot_id
      join field_years on field_years.id = r.field_year_id
      join fields on fields.id = field_years.field_id
      where fields.crop_id = ${cropId} and ${fieldYearsVisibleTo(user, 'read')} and ${where}
      group by p.line_id, 2, r.feature_id, r.plot_id
    )
    select line_id, feature_id, grp, avg(num) as num,
      mode() within group (order by txt) as txt,
      count(num)::int as n_num, count(txt)::int as n_txt
    from pv group by line_id, feature_id, grp`;
}

/** Only the values of these columns, as a condition over `r` and the season. */
function inColumns(by: GroupBy, columns: readonly Column[]): SQL {
  const pairs = columns.map((column) => sql`(${column.featureId}::int, ${column.group}::text)`);
  return sql`(r.feature_id, ${groupOf(by)}) in (${sql.join(pairs, sql`, `)})`;
}

function cellOf(column: Column, row: CellRow): PivotCell | undefined {
  if (column.quantitative && row.num !== null) return { value: row.num, count: row.n_num };
  if (row.txt !== null) return { value: row.txt, count: row.n_txt };
  if (row.num !== null) return { value: row.num, count: row.n_num };
  return undefined;
}

/**
 * One page of the pivot (or every row when `page_size` is absent): rows are the crop's lines
 * the user sees; the sort and the filters by columns are computed in SQL over those columns'
 * cells for every line, then every cell of the page's lines.
 */
export async function linePivot(
  tx: Tx,
  user: CurrentUser,
  query: Query,
): Promise<Omit<Pivot, 'columns'> & { columns: Column[] }> {
  const cropId = query.spec_id;
  const by = query.show_data_by;
  const columns = await pivotColumns(tx, user, cropId, by);
  const byId = new Map(columns.map((column) => [column.id, column]));
  const filters = parseFilters(query.filters, byId);
  const descending = query.sort_by.startsWith('-');
  const sortKey = descending ? query.sort_by.slice(1) : query.sort_by;
  const sortColumn = sortKey === 'line_name' ? undefined : byId.get(sortKey);
  if (sortKey !== 'line_name' && !sortColumn) {
    throw fieldError('sort_by', 'lines.unknownColumn', { column: sortKey });
  }

  // the columns the sort and the filters need, each a pair of SQL columns in `wide`
  const needed: Column[] = [];
  const slot = new Map<string, number>();
  for (const column of [
    ...(sortColumn ? [sortColumn] : []),
    ...filters.flatMap((filter) => {
      const column = byId.get(filter.column);
      return column ? [column] : [];
    }),
  ]) {
    if (!slot.has(column.id)) {
      slot.set(column.id, needed.length);
      needed.push(column);
    }
  }
  const num = (column: Column) => sql.raw(`wide.n${slot.get(column.id)}`);
  const txt = (column: Column) => sql.raw(`wide.t${slot.get(column.id)}`);

  const where: SQL[] = [sql`lines.crop_id = ${cropId}`, linesVisibleTo(user, 'read')];
  if (query.is_sort !== undefined) where.push(sql`lines.is_sort = ${query.is_sort}`);
  const name = query.name?.trim();
  if (name) where.push(sql`strpos(${folded(sql`lines.name`)}, ${foldLineName(name)}) > 0`);
  for (const filter of filters) {
    const column = byId.get(filter.column);
    if (!column) {
      if (filter.contains?.trim()) {
        where.push(sql`strpos(${folded(sql`lines.name`)}, ${foldLineName(filter.contains)}) > 0`);
      }
      continue;
    }
    if (filter.min !== undefined) where.push(sql`${num(column)} >= ${filter.min}`);
    if (filter.max !== undefined) where.push(sql`${num(column)} <= ${filter.max}`);
    if (filter.contains?.trim()) {
      where.push(
        sql`strpos(${folded(sql`coalesce(${txt(column)}, ${num(column)}::text)`)}, ${foldLineName(filter.contains)}) > 0`,
      );
    }
  }

  const dir = descending ? sql`desc` : sql`asc`;
  const nameOrder = sql`${folded(sql`lines.name`)}, lines.id`;
  let order = sql`${folded(sql`lines.name`)} ${dir}, lines.id ${dir}`;
  if (sortColumn) {
    const value = sortColumn.quantitative ? num(sortColumn) : folded(txt(sortColumn));
    order = sql`(${value}) is null, ${value} ${dir}, ${nameOrder}`;
  }

  let wide = sql``;
  if (needed.length > 0) {
    const pivoted = needed.map(
      (column, index) =>
        sql`max(c.num) filter (where c.feature_id = ${column.featureId} and c.grp = ${column.group}) as ${sql.raw(`n${index}`)},
          max(c.txt) filter (where c.feature_id = ${column.featureId} and c.grp = ${column.group}) as ${sql.raw(`t${index}`)}`,
    );
    wide = sql`left join (
      select c.line_id, ${sql.join(pivoted, sql`, `)}
      from (${cellsSql(user, cropId, by, inColumns(by, needed))}) c
      group by c.line_id
    ) wide on wide.line_id = lines.id`;
  }
  const pageSize = query.page_size;
  const page = query.page ?? 1;
  const rows = await queryRows<{
    line_id: number;
    line_name: string;
    is_sort: boolean;
    total: number;
  }>(
    tx,
    sql`select lines.id as line_id, lines.name as line_name, lines.is_sort,
        count(*) over ()::int as total
      from lines ${wide}
      where ${sql.join(where, sql` and `)}
      order by ${order}
      ${pageSize === undefined ? sql`` : sql`limit ${pageSize} offset ${(page - 1) * pageSize}`}`,
  );
  let total = rows[0]?.total ?? 0;
  if (rows.length === 0 && page > 1) {
    // a page past the end still tells how many there are
    const [counted] = await queryRows<{ n: number }>(
      tx,
      sql`select count(*)::int as n from lines ${wide} where ${sql.join(where, sql` and `)}`,
    );
    total = counted?.n ?? 0;
  }

  const data = rows.map((row) => ({
    line_id: row.line_id,
    line_name: row.line_name,
    is_sort: row.is_sort,
    cells: {} as Record<string, PivotCell>,
  }));
  if (data.length > 0 && columns.length > 0) {
    const byLine = new Map(data.map((row) => [row.line_id, row]));
    const byKey = new Map(columns.map((column) => [`${column.featureId}|${column.group}`, column]));
    const lineIds = data.map((row) => row.line_id);
    // every row: no line filter at all (an export), else the page's lines
    const lineWhere =
      pageSize === undefined && data.length === total
        ? sql`true`
        : sql`p.line_id = any(${sql.param(lineIds)}::int[])`;
    const cells = await queryRows<CellRow>(tx, cellsSql(user, cropId, by, lineWhere));
    for (const cell of cells) {
      const column = byKey.get(`${cell.feature_id}|${cell.grp}`);
      const row = byLine.get(cell.line_id);
      if (!column || !row) continue;
      const value = cellOf(column, cell);
      if (value) row.cells[column.id] = value;
    }
  }
  return {
    meta: {
      total_pages: pageSize === undefined ? 1 : Math.ceil(total / pageSize),
      total_items: total,
      current_page: page,
      page_size: pageSize ?? total,
    },
    columns,
    data,
  };
}
