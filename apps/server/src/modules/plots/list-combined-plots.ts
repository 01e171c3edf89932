import type { CombinedPlots, CombinedPlotsQuery } from '@plotline/contract/plots';
import { eq, sql } from 'drizzle-orm';
import type { z } from 'zod';
import { type Db, queryRows } from '../../db/client.ts';
import { characteristicsOrders } from '../../db/schema.ts';
import { loadPlotDetails } from './load-plot-details.ts';
import { featureIdOf, filterTerms, orderTerms, parseColumn } from './plot-sorting.ts';

/** Numbers first (by value), then text case-insensitively with ё = е (api-contract §1). */
export function compareCells(a: string, b: string): number {
  const x = Number(a);
  const y = Number(b);
  const xNumber = a.trim() !== '' && Number.isFinite(x);
  const yNumber = b.trim() !== '' && Number.isFinite(y);
  if (xNumber && yNumber) return x - y;
  if (xNumber !== yNumber) return xNumber ? -1 : 1;
  const fold = (v: string) => v.toLowerCase().replaceAll('ё', 'е');
  return fold(a).localeCompare(fold(b));
}

/**
 * Distinct values listed per phenotype for column filters (enough for a checklist; the first
 * ones in text order when a feature has more).
 */
export const UNIQUE_VALUES_PER_FEATURE = 500;

type Query = z.output<typeof CombinedPlotsQuery>;

/**
 * One page of the plot table of a field-year (api-contract §5), sorted and filtered on the
 * server: ids are chosen by one indexed query, then the page's details are loaded in bulk.
 */
export async function listCombinedPlots(
  db: Db,
  fieldYear: { id: number; cropId: number },
  query: Query,
): Promise<CombinedPlots> {
  const [{ ids, total }, uniqueValues, order] = await Promise.all([
    selectPageIds(db, fieldYear, query),
    query.with_unique_values === false
      ? { parent: [], comment: [], phenotypes: {} }
      : listUniqueValues(db, fieldYear.id),
    characteristicsOrder(db, fieldYear.id),
  ]);
  const data = await loadPlotDetails(db, ids);
  return {
    meta: {
      total_pages: Math.ceil(total / query.page_size),
      total_items: total,
      current_page: query.page,
      page_size: query.page_size,
    },
    data,
    unique_values: uniqueValues,
    characteristics_order: order,
  };
}

async function selectPageIds(
  db: Db,
  fieldYear: { id: number; cropId: number },
  query: Query,
): Promise<{ ids: number[]; total: number }> {
  const column = parseColumn(query.sort_by ?? 'plot_order_priority', 'sort_by');
  const sortJoin =
    column.kind === 'feature'
      ? sql`left join plot_results sr on sr.plot_id = p.id and sr.brush_id is null
          and sr.feature_id = ${featureIdOf(fieldYear.cropId, column.name)}`
      : column.kind === 'stage'
        ? sql`left join plot_stages ss on ss.plot_id = p.id and ss.brush_id is null
          and ss.stage = ${column.name}`
        : sql``;
  const where = [
    sql`p.field_year_id = ${fieldYear.id}`,
    ...filterTerms(query.filters, fieldYear.cropId),
  ];
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

const LINE_COLUMNS = ['line_name', 'parent_name_1', 'parent_name_2', 'crossbreeding_line_name'];

/** True when the query reads a column of the plot's line, its parents or its crossing line. */
function usesLineColumns(query: Query): boolean {
  if (query.search?.trim()) return true;
  const mentioned = `${query.sort_by ?? ''} ${query.filters ?? ''}`;
  return LINE_COLUMNS.some((column) => mentioned.includes(column));
}

/** Values for column filters: parents, comments, and per phenotype its distinct values. */
async function listUniqueValues(
  db: Db,
  fieldYearId: number,
): Promise<CombinedPlots['unique_values']> {
  const [parents, comments, phenotypes] = await Promise.all([
    queryRows<{ name: string }>(
      db,
      sql`select distinct par.name from plots p join lines l on l.id = p.line_id
        join lines par on par.id in (l.mother_id, l.father_id)
        where p.field_year_id = ${fieldYearId}
        order by par.name`,
    ),
    queryRows<{ comment: string }>(
      db,
      sql`select distinct p.comment from plots p
        where p.field_year_id = ${fieldYearId} and p.comment <> '' order by p.comment`,
    ),
    // per feature, walk the (feature_id, value_entered) index and stop after enough distinct
    // values of this field-year: cheap even with tens of thousands of plots
    queryRows<{ name: string; value: string }>(
      db,
      sql`select f.name, x.value from features f cross join lateral (
          select distinct r.value_entered as value from plot_results r
          where r.feature_id = f.id and r.brush_id is null and exists (
            select 1 from plots p where p.id = r.plot_id and p.field_year_id = ${fieldYearId})
          order by r.value_entered limit ${UNIQUE_VALUES_PER_FEATURE}) x
        where f.crop_id = (select fl.crop_id from field_years y join fields fl on fl.id = y.field_id
          where y.id = ${fieldYearId})
        order by f.name`,
    ),
  ]);
  const byFeature: Record<string, string[]> = {};
  for (const row of phenotypes) {
    byFeature[row.name] ??= [];
    byFeature[row.name]?.push(row.value);
  }
  for (const values of Object.values(byFeature)) values.sort(compareCells);
  return {
    parent: parents.map((row) => row.name),
    comment: comments.map((row) => row.comment),
    phenotypes: byFeature,
  };
}

/** The saved column order of the field-year, else its phenotypes by name. */
async function characteristicsOrder(db: Db, fieldYearId: number): Promise<string[]> {
  const [saved] = await db
    .select({ configuration: characteristicsOrders.configuration })
    .from(characteristicsOrders)
    .where(eq(characteristicsOrders.fieldYearId, fieldYearId));
  if (saved) return saved.configuration;
  // one early-exit probe per feature (index on feature_id), not a scan of every value
  const rows = await queryRows<{ name: string }>(
    db,
    sql`select f.name from features f
      where f.crop_id = (select fl.crop_id from field_years y join fields fl on fl.id = y.field_id
        where y.id = ${fieldYearId})
        and exists (select 1 from plot_results r join plots p on p.id = r.plot_id
          where r.feature_id = f.id and p.field_year_id = ${fieldYearId})
      order by f.name`,
  );
  return rows.map((row) => row.name);
}
