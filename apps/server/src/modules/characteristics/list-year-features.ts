import type { FeatureItem } from '@plotline/contract/phenotypes';
import { sql } from 'drizzle-orm';
import { type Db, queryRows } from '../../db/client.ts';

/**
 * The crop's features of one kind that have a plot-level value in the field-year, by name
 * (ё = е). Plant-row values alone do not list a feature: these lists feed the statistics,
 * which work on plots.
 */
export function listYearFeatures(
  db: Db,
  year: { id: number; cropId: number },
  kind: 'quantitative' | 'qualitative',
): Promise<FeatureItem[]> {
  return queryRows<FeatureItem>(
    db,
    sql`select f.id, f.name as feature from features f
      where f.crop_id = ${year.cropId} and f.kind = ${kind} and exists (
        select 1 from plot_results r join plots p on p.id = r.plot_id
        where r.feature_id = f.id and r.brush_id is null and p.field_year_id = ${year.id})
      order by replace(f.name, 'ё', 'е'), f.name`,
  );
}
