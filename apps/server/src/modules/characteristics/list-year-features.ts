import type { FeatureItem } from '@plotline/contract/phenotypes';
import { EMERGENCE_STAGE } from '@plotline/contract/rules';
import { sql } from 'drizzle-orm';
import { type Db, queryRows } from '../../db/client.ts';

/** Natural name order of the statistics pages: ё = е, "д 2" before "д 10" (decision 017). */
const COLLATOR = new Intl.Collator('ru', { numeric: true, sensitivity: 'base' });
const fold = (name: string) => name.replaceAll('ё', 'е');
const byName = (a: FeatureItem, b: FeatureItem) =>
  COLLATOR.compare(fold(a.feature), fold(b.feature)) || (a.feature < b.feature ? -1 : 1);

/**
 * The crop's features of one kind that have a plot-level value in the field-year, in natural
 * name order. Plant-row values alone do not list a feature: these lists feed the statistics,
 * which work on plots. The quantitative list also holds the vegetation stages with days after
 * sowing (a date and an emergence date), as the statistics analyse them; a stage has no row of
 * its own in the features table, so its `id` is negative (minus its first record's id) and
 * never names a feature. A feature hides a stage of the same name.
 */
export async function listYearFeatures(
  db: Db,
  year: { id: number; cropId: number },
  kind: 'quantitative' | 'qualitative',
): Promise<FeatureItem[]> {
  const features = await queryRows<FeatureItem>(
    db,
    sql`select f.id, f.name as feature from features f
      where f.crop_id = ${year.cropId} and f.kind = ${kind} and exists (
        select 1 from plot_results r join plots p on p.id = r.plot_id
        where r.feature_id = f.id and r.brush_id is null and p.field_year_id = ${year.id})`,
  );
  if (kind === 'qualitative') return features.sort(byName);
  const stages = await queryRows<FeatureItem>(
    db,
    sql`select -min(s.id) as id, s.stage as feature from plot_stages s
        join plots p on p.id = s.plot_id
        join plot_stages e on e.plot_id = s.plot_id and e.brush_id is null
          and e.stage = ${EMERGENCE_STAGE} and e.date is not null
      where p.field_year_id = ${year.id} and s.brush_id is null and s.date is not null
        and s.stage <> ${EMERGENCE_STAGE}
      group by s.stage`,
  );
  const names = new Set(features.map((item) => item.feature));
  return [...features, ...stages.filter((stage) => !names.has(stage.feature))].sort(byName);
}
