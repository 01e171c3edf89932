import { sql } from 'drizzle-orm';
import { type Db, queryRows } from '../../db/client.ts';

/** A marker's weight on a trait as every weight-reading page uses it (decision 054). */
export type MarkerWeight = {
  mutation_id: number;
  feature_id: number;
  region_id: number | null;
  source: 'gwas' | 'manual';
  /** Per dose of the catalogue marker's ALT allele, in the trait's unit. */
  effect: number;
  se: number | null;
  p_value: number | null;
  n: number | null;
  analysis_id: number | null;
  knowledge_entry_id: number | null;
};

/**
 * One weight per (marker, trait) of the crop: the region's own rows, else the all-regions rows
 * (region null); among those a hand-entered (`manual`, the literature the breeder chose) before
 * an estimated (`gwas`) one. `regionId` null reads the all-regions rows only.
 */
export async function readWeights(
  db: Db,
  cropId: number,
  options: {
    regionId: number | null;
    featureIds?: readonly number[];
    mutationIds?: readonly number[];
  },
): Promise<MarkerWeight[]> {
  const { regionId, featureIds, mutationIds } = options;
  const byFeature = featureIds
    ? sql`and e.feature_id = any(${sql.param([...featureIds])}::int[])`
    : sql``;
  const byMarker = mutationIds
    ? sql`and e.mutation_id = any(${sql.param([...mutationIds])}::int[])`
    : sql``;
  return queryRows<MarkerWeight>(
    db,
    sql`select distinct on (e.mutation_id, e.feature_id)
        e.mutation_id, e.feature_id, e.region_id, e.source, e.effect, e.se, e.p_value, e.n,
        e.analysis_id, e.knowledge_entry_id
      from marker_effects e
      where e.crop_id = ${cropId}
        and (e.region_id is null or e.region_id = ${regionId}::int)
        ${byFeature} ${byMarker}
      order by e.mutation_id, e.feature_id, (e.region_id is null), (e.source <> 'manual')`,
  );
}
