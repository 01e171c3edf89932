import { sql } from 'drizzle-orm';
import { type Db, queryRows } from '../../db/client.ts';

/** A trait as the genome pages show it: its name and the unit its values are recorded in. */
export type TraitLabel = { name: string; unit: string };

/**
 * Names and units of the crop's traits. A feature has no unit of its own (plot values each
 * carry one), so the unit shown is the one most of its plot values use ("" when none has).
 */
export async function readTraitLabels(
  db: Db,
  cropId: number,
  featureIds: readonly number[],
): Promise<Map<number, TraitLabel>> {
  if (featureIds.length === 0) return new Map();
  const rows = await queryRows<{ id: number; name: string; unit: string | null }>(
    db,
    sql`select f.id, f.name,
        (select v.unit from plot_results v where v.feature_id = f.id and v.unit <> ''
          group by v.unit order by count(*) desc, v.unit limit 1) as unit
      from features f
      where f.crop_id = ${cropId} and f.id = any(${sql.param([...featureIds])}::int[])`,
  );
  return new Map(rows.map((row) => [row.id, { name: row.name, unit: row.unit ?? '' }]));
}
