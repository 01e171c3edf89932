import type { CombinedPlots, CombinedPlotsQuery } from '@plotline/contract/plots';
import { eq, sql } from 'drizzle-orm';
import type { z } from 'zod';
import { type Db, queryRows } from '../../db/client.ts';
import { characteristicsOrders } from '../../db/schema.ts';
import { listUniqueValues } from './list-unique-values.ts';
import { loadPlotDetails } from './load-plot-details.ts';
import { selectPageIds } from './select-page-ids.ts';

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
      : listUniqueValues(db, fieldYear),
    characteristicsOrder(db, fieldYear),
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

/**
 * The saved column order of the field-year, else its phenotypes by name: those with a value
 * in the season (one probe of the season's index per feature) or on one of its plant rows.
 */
async function characteristicsOrder(
  db: Db,
  season: { id: number; cropId: number },
): Promise<string[]> {
  const [saved] = await db
    .select({ configuration: characteristicsOrders.configuration })
    .from(characteristicsOrders)
    .where(eq(characteristicsOrders.fieldYearId, season.id));
  if (saved) return saved.configuration;
  const rows = await queryRows<{ name: string }>(
    db,
    sql`select f.name from features f
      where f.crop_id = ${season.cropId}
        and (exists (select 1 from plot_results r where r.field_year_id = ${season.id}
            and r.feature_id = f.id and r.brush_id is null)
          or f.id in (select r.feature_id from brushes b join plots p on p.id = b.plot_id
            join plot_results r on r.brush_id = b.id where p.field_year_id = ${season.id}))
      order by f.name`,
  );
  return rows.map((row) => row.name);
}
