import type { CombinedPlotsQuery } from '@plotline/contract/plots';
import { type SQL, sql } from 'drizzle-orm';
import type { z } from 'zod';
import { type Db, queryRows } from '../../db/client.ts';
import {
  type ColumnRef,
  featureIdOf,
  filterTerms,
  orderTerms,
  parseColumn,
} from './plot-sorting.ts';

type Query = z.output<typeof CombinedPlotsQuery>;
type Season = { id: number; cropId: number };
/** The ids of one page, in order, and how many plots the whole (filtered) list has. */
export type PageIds = { ids: number[]; total: number };

/**
 * The plot ids of one page of the table. Unfiltered pages in map order or sorted by a
 * phenotype are read from an ordered index (decision 029): the work is a walk to the page's
 * offset, never a sort of the season. Other sorts, filters and searches sort the matching
 * plots.
 */
export async function selectPageIds(db: Db, season: Season, query: Query): Promise<PageIds> {
  const column = parseColumn(query.sort_by ?? 'plot_order_priority', 'sort_by');
  const filters = filterTerms(query.filters, season.cropId);
  const isWholeSeason = filters.length === 0 && !query.search?.trim();
  const page = { limit: query.page_size, offset: (query.page - 1) * query.page_size };
  if (isWholeSeason && (query.sort_by ?? 'plot_order_priority') === 'plot_order_priority') {
    return selectInMapOrder(db, season.id, query.order, page);
  }
  if (isWholeSeason && column.kind === 'feature') {
    return selectByPhenotype(db, season, column.name, query.order, page);
  }
  return selectSorted(db, season, query, column, filters);
}

type Slice = { limit: number; offset: number };

/** `(field_year_id, position, id)` index order, and the season's count from the same index. */
async function selectInMapOrder(
  db: Db,
  seasonId: number,
  order: 'asc' | 'desc',
  page: Slice,
): Promise<PageIds> {
  const dir = order === 'desc' ? sql`desc` : sql`asc`;
  const [row] = await queryRows<PageIds>(
    db,
    sql`select array(select p.id from plots p where p.field_year_id = ${seasonId}
        order by p.position ${dir}, p.id ${dir} limit ${page.limit} offset ${page.offset}) as ids,
      (select count(*)::int from plots p where p.field_year_id = ${seasonId}) as total`,
  );
  return row ?? { ids: [], total: 0 };
}

const folded = sql`replace(lower(r.value_text), 'ё', 'е')`;

/** One part of a phenotype-sorted list: its rows for a slice, and its size when asked. */
type Part = { slice: (slice: Slice) => SQL; size: SQL };

/**
 * Sorted by a phenotype: numbers, then text, then plots without a value (in map order) — the
 * order of api-contract §1. The first two parts are ranges of the
 * `plot_results_season_feature_idx` index read forwards (asc) or backwards (desc); equal values
 * follow the plot id. The page is cut from the first part; only a page reaching past a part's
 * end counts that part to know where the next one starts.
 */
async function selectByPhenotype(
  db: Db,
  season: Season,
  feature: string,
  order: 'asc' | 'desc',
  page: Slice,
): Promise<PageIds> {
  const [known] = await queryRows<{ feature_id: number | null }>(
    db,
    sql`select ${featureIdOf(season.cropId, feature)} as feature_id`,
  );
  const featureId = known?.feature_id ?? 0;
  const dir = order === 'desc' ? sql`desc` : sql`asc`;
  const indexOrder = sql`r.value_float ${dir}, ${folded} ${dir}, r.value_text ${dir}, r.plot_id ${dir}`;
  const inSeason = sql`r.field_year_id = ${season.id} and r.feature_id = ${featureId}
    and r.brush_id is null`;
  const valued = (kind: SQL): Part => ({
    slice: ({ limit, offset }) => sql`select r.plot_id from plot_results r
      where ${inSeason} and ${kind} order by ${indexOrder} limit ${limit} offset ${offset}`,
    size: sql`select count(*)::int from plot_results r where ${inSeason} and ${kind}`,
  });
  const withoutValue = sql`p.field_year_id = ${season.id} and not exists (select 1
    from plot_results r where r.plot_id = p.id and r.feature_id = ${featureId}
      and r.brush_id is null)`;
  const parts: Part[] = [
    valued(sql`r.value_float is not null`),
    valued(sql`r.value_float is null`),
    {
      slice: ({ limit, offset }) => sql`select p.id from plots p where ${withoutValue}
        order by p.position, p.id limit ${limit} offset ${offset}`,
      size: sql`select count(*)::int from plots p where ${withoutValue}`,
    },
  ];
  const ids: number[] = [];
  let total = 0;
  // rows before the current part's start, and of the page still wanted
  let before = 0;
  for (const [index, part] of parts.entries()) {
    const offset = Math.max(0, page.offset - before);
    const limit = page.limit - ids.length;
    const [row] = await queryRows<{ ids: number[]; total: number | null }>(
      db,
      sql`select array(${part.slice({ limit, offset })}) as ids, ${
        index === 0
          ? sql`(select count(*)::int from plots p where p.field_year_id = ${season.id})`
          : sql`null::int`
      } as total`,
    );
    if (index === 0) total = row?.total ?? 0;
    const found = row?.ids ?? [];
    ids.push(...found);
    if (ids.length === page.limit || index === parts.length - 1) break;
    // the part ended inside the page (its size is known) or before it (count it)
    if (found.length > 0) before += offset + found.length;
    else {
      const [size] = await queryRows<{ count: number }>(db, sql`${part.size}`);
      before += size?.count ?? 0;
    }
  }
  return { ids, total };
}

const LINE_COLUMNS = ['line_name', 'parent_name_1', 'parent_name_2', 'crossbreeding_line_name'];

/** True when the query reads a column of the plot's line, its parents or its crossing line. */
function usesLineColumns(query: Query): boolean {
  if (query.search?.trim()) return true;
  const mentioned = `${query.sort_by ?? ''} ${query.filters ?? ''}`;
  return LINE_COLUMNS.some((column) => mentioned.includes(column));
}

/** Any sort, filter or search: the matching plots sorted, one page cut out. */
async function selectSorted(
  db: Db,
  season: Season,
  query: Query,
  column: ColumnRef,
  filters: SQL[],
): Promise<PageIds> {
  const sortJoin =
    column.kind === 'feature'
      ? sql`left join plot_results sr on sr.field_year_id = ${season.id} and sr.plot_id = p.id
          and sr.brush_id is null and sr.feature_id = ${featureIdOf(season.cropId, column.name)}`
      : column.kind === 'stage'
        ? sql`left join plot_stages ss on ss.plot_id = p.id and ss.brush_id is null
          and ss.stage = ${column.name}`
        : sql``;
  const where = [sql`p.field_year_id = ${season.id}`, ...filters];
  if (query.search?.trim()) {
    const pattern = `%${query.search.trim().replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
    where.push(sql`(p.name ilike ${pattern} or l.name ilike ${pattern})`);
  }
  // line joins only when a line column is sorted, filtered or searched (they cost ~⅓ of the time)
  const lineJoins = usesLineColumns(query)
    ? sql`join lines l on l.id = p.line_id
      left join lines m on m.id = l.mother_id
      left join lines f on f.id = l.father_id
      left join lines c on c.id = p.crossbreeding_line_id`
    : sql``;
  const rows = await queryRows<{ id: number; total: number }>(
    db,
    sql`select p.id, (count(*) over ())::int as total
      from plots p
      ${lineJoins}
      ${sortJoin}
      where ${sql.join(where, sql` and `)}
      order by ${sql.join([...orderTerms(column, query.order), sql`p.position`, sql`p.id`], sql`, `)}
      limit ${query.page_size} offset ${(query.page - 1) * query.page_size}`,
  );
  if (rows.length === 0 && query.page > 1) {
    const [count] = await queryRows<{ total: number }>(
      db,
      sql`select count(*)::int as total from plots p ${lineJoins}
        where ${sql.join(where, sql` and `)}`,
    );
    return { ids: [], total: count?.total ?? 0 };
  }
  return { ids: rows.map((row) => row.id), total: rows[0]?.total ?? 0 };
}
