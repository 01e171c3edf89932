import { sql } from 'drizzle-orm';
import { type Db, queryRows } from '../../db/client.ts';
import type { LineDosages } from './line-dosages.ts';
import type { MarkerWeight } from './read-weights.ts';

/** A trait's level a prediction adds the genetic part to: its mean over the plots. */
export type TraitBaseline = {
  mean: number | null;
  /** Plot values the mean is of. */
  n: number;
  /** Whose plots: the region's fields, or every field of the crop when the region has none. */
  scope: 'region' | 'all';
};

/** The predicted value of a trait for a line. */
export type TraitPrediction = {
  feature_id: number;
  /** Baseline mean + genetic part; null when the trait has no plot values to start from. */
  value: number | null;
  /** Σ effect × (dose − panel mean dose): the line's deviation from an average line. */
  genetic: number;
  markers_used: number;
  markers_missing: number;
};

/** The mean dose of each marker over the lines that have one (the panel effects centre on). */
export function panelMeanDoses(dosages: LineDosages): Map<number, number> {
  const sums = new Map<number, { sum: number; n: number }>();
  for (const doses of dosages.values())
    for (const [mutationId, dose] of doses) {
      const entry = sums.get(mutationId) ?? { sum: 0, n: 0 };
      entry.sum += dose;
      entry.n += 1;
      sums.set(mutationId, entry);
    }
  return new Map([...sums].map(([mutationId, { sum, n }]) => [mutationId, sum / n]));
}

async function traitMeans(
  db: Db,
  cropId: number,
  regionId: number | null,
  featureIds: readonly number[],
): Promise<Map<number, { mean: number; n: number }>> {
  const inRegion =
    regionId === null
      ? sql``
      : sql`and lower(f.region) in (select lower(value) from regions r, jsonb_each_text(r.names)
          where r.id = ${regionId})`;
  const rows = await queryRows<{ feature_id: number; mean: number; n: number }>(
    db,
    sql`select v.feature_id, avg(v.value_float)::float8 as mean, count(*)::int as n
      from plot_results v
        join plots p on p.id = v.plot_id
        join field_years y on y.id = p.field_year_id
        join fields f on f.id = y.field_id
      where f.crop_id = ${cropId} and v.value_float is not null
        and v.feature_id = any(${sql.param([...featureIds])}::int[]) ${inRegion}
      group by v.feature_id`,
  );
  return new Map(rows.map((row) => [row.feature_id, { mean: row.mean, n: row.n }]));
}

/**
 * Mean of each trait over the crop's plots in the region's fields (a field is in the region
 * when its region is one of the region's names); a trait the region's fields never measured
 * takes every field's mean, said by `scope`. Region null: every field.
 */
export async function readTraitBaselines(
  db: Db,
  cropId: number,
  regionId: number | null,
  featureIds: readonly number[],
): Promise<Map<number, TraitBaseline>> {
  const baselines = new Map<number, TraitBaseline>();
  if (featureIds.length === 0) return baselines;
  const own = await traitMeans(db, cropId, regionId, featureIds);
  const missing = featureIds.filter((id) => !own.has(id));
  const all =
    regionId !== null && missing.length > 0 ? await traitMeans(db, cropId, null, missing) : own;
  for (const featureId of featureIds) {
    const local = own.get(featureId);
    const wide = all.get(featureId);
    if (local) baselines.set(featureId, { ...local, scope: regionId === null ? 'all' : 'region' });
    else baselines.set(featureId, { mean: wide?.mean ?? null, n: wide?.n ?? 0, scope: 'all' });
  }
  return baselines;
}

/**
 * A line's predicted value of each trait with weights: the baseline mean + Σ effect × (dose −
 * panel mean dose) over the trait's markers; a marker the line has no dose at counts as the
 * panel mean (adds nothing) and is counted in `markers_missing`.
 */
export function predictTraits(
  doses: ReadonlyMap<number, number>,
  weights: readonly MarkerWeight[],
  panelMeans: ReadonlyMap<number, number>,
  baselines: ReadonlyMap<number, { mean: number | null }>,
): TraitPrediction[] {
  const byTrait = new Map<number, TraitPrediction>();
  for (const weight of weights) {
    const trait = byTrait.get(weight.feature_id) ?? {
      feature_id: weight.feature_id,
      value: null,
      genetic: 0,
      markers_used: 0,
      markers_missing: 0,
    };
    const dose = doses.get(weight.mutation_id);
    const centre = panelMeans.get(weight.mutation_id);
    if (dose === undefined || centre === undefined) trait.markers_missing += 1;
    else {
      trait.genetic += weight.effect * (dose - centre);
      trait.markers_used += 1;
    }
    byTrait.set(weight.feature_id, trait);
  }
  return [...byTrait.values()].map((trait) => {
    const mean = baselines.get(trait.feature_id)?.mean ?? null;
    return { ...trait, value: mean === null ? null : mean + trait.genetic };
  });
}
