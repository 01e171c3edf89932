import type { CrossResult, CrossResultBody } from '@plotline/contract/crossing-table';
import { selectionIntensity } from '@plotline/stats/genome/crossing/selection-intensity';
import { eq, sql } from 'drizzle-orm';
import type { z } from 'zod';
import { type Db, queryRows } from '../../db/client.ts';
import { regions } from '../../db/schema.ts';
import { fieldError } from '../../errors.ts';
import type { CurrentUser } from '../../platform/auth/authenticate.ts';
import { getCropFor, getLineFor } from '../../platform/auth/policy.ts';
import { type LineDosages, readLineDosages } from '../marker-weights/line-dosages.ts';
import {
  panelMeanDoses,
  predictTraits,
  readTraitBaselines,
} from '../marker-weights/predict-traits.ts';
import { type MarkerWeight, readWeights } from '../marker-weights/read-weights.ts';
import { resolveCrossParents } from './resolve-cross-parents.ts';
import { runCrossEngine } from './run-cross-engine.ts';

type Body = z.output<typeof CrossResultBody>;
/** At most this many names of lines without a genotype are answered. */
const WITHOUT_GENOTYPE_NAMES_MAX = 200;

/** The crop's asked traits with the unit most of their plot values use. */
async function readTraits(db: Db, cropId: number, featureIds: readonly number[]) {
  const rows = await queryRows<{ id: number; name: string; unit: string | null }>(
    db,
    sql`select f.id, f.name,
        (select v.unit from plot_results v where v.feature_id = f.id and v.unit <> ''
          group by v.unit order by count(*) desc, v.unit limit 1) as unit
      from features f where f.crop_id = ${cropId} and f.id = any(${sql.param([...featureIds])}::int[])`,
  );
  const byId = new Map(rows.map((row) => [row.id, { name: row.name, unit: row.unit ?? '' }]));
  const unknown = featureIds.find((id) => !byId.has(id));
  if (unknown !== undefined)
    throw fieldError('feature_ids', 'crossingTable.noSuchFeature', { id: unknown });
  return byId;
}

/**
 * The weights of the traits in the region; every trait must have one (spec §8 "no alleles
 * with weights in the region").
 * @throws AppError VALIDATION on `feature_ids` naming the traits without weights
 */
async function readTraitWeights(
  db: Db,
  cropId: number,
  regionId: number | null,
  traits: Map<number, { name: string }>,
): Promise<MarkerWeight[]> {
  const featureIds = [...traits.keys()];
  const weights = await readWeights(db, cropId, { regionId, featureIds });
  const weighted = new Set(weights.map((weight) => weight.feature_id));
  const bare = featureIds.filter((id) => !weighted.has(id));
  if (bare.length > 0)
    throw fieldError('feature_ids', 'crossingTable.noWeights', {
      features: bare.map((id) => traits.get(id)?.name ?? String(id)).join(', '),
    });
  return weights;
}

/**
 * The check's value per trait: the check line's predicted value when one is asked (a readable
 * line of the crop with a dose), else the baseline.
 * @throws AppError NOT_FOUND for a line out of sight; VALIDATION on `check_line_id`
 */
async function checkValues(
  db: Db,
  user: CurrentUser,
  body: Body,
  setup: { weights: MarkerWeight[]; dosages: LineDosages; panelMeans: Map<number, number> },
  featureIds: readonly number[],
  baselines: number[],
): Promise<number[]> {
  if (!body.check_line_id) return baselines;
  const line = await getLineFor(db, user, body.check_line_id, 'read');
  if (line.cropId !== body.spec_id) throw fieldError('check_line_id', 'crossingTable.otherCrop');
  const doses = setup.dosages.get(line.id);
  if (!doses) throw fieldError('check_line_id', 'crossingTable.checkWithoutGenotype');
  const predicted = predictTraits(doses, setup.weights, setup.panelMeans, new Map());
  return featureIds.map(
    (featureId, t) =>
      (baselines[t] as number) +
      (predicted.find((trait) => trait.feature_id === featureId)?.genetic ?? 0),
  );
}

/**
 * Regions are the seeded list every tenant shares (decision 044).
 * @throws AppError VALIDATION on `region_id` for an unknown region
 */
async function checkRegion(db: Db, regionId: number): Promise<void> {
  const [region] = await db
    .select({ id: regions.id })
    .from(regions)
    .where(eq(regions.id, regionId));
  if (!region) throw fieldError('region_id', 'crossingTable.noSuchRegion');
}

/**
 * The crossing table (issue 19, decision 054): every cross of the mothers × fathers with the
 * predicted progeny mean, SD, usefulness and P(beat the check) per trait, best first (each
 * trait in its direction: `lower_is_better` ones want low values). The
 * panel the effects centre on is every line of the crop with a dose (as the wind rose's).
 * @throws AppError NOT_FOUND for a crop or line out of sight; VALIDATION naming the field
 *   (`lower_is_better` naming a trait not among `feature_ids`)
 */
export async function computeCrossTable(
  db: Db,
  user: CurrentUser,
  body: Body,
): Promise<CrossResult> {
  await getCropFor(db, user, body.spec_id);
  const regionId = body.region_id ?? null;
  if (regionId !== null) await checkRegion(db, regionId);
  const featureIds = [...new Set(body.feature_ids)];
  const lowerIsBetter = new Set(body.lower_is_better);
  const stray = [...lowerIsBetter].find((id) => !featureIds.includes(id));
  if (stray !== undefined)
    throw fieldError('lower_is_better', 'crossingTable.lowerNotChosen', { id: stray });
  const traits = await readTraits(db, body.spec_id, featureIds);
  const weights = await readTraitWeights(db, body.spec_id, regionId, traits);
  const markerIds = [...new Set(weights.map((weight) => weight.mutation_id))];
  const dosages = await readLineDosages(db, body.spec_id, 'all', markerIds);
  const panelMeans = panelMeanDoses(dosages);
  const ask = (ids: number[] | undefined, field: 'mother_ids' | 'father_ids') =>
    resolveCrossParents(
      db,
      user,
      { cropId: body.spec_id, ids, country: body.country, field },
      dosages,
    );
  const mothers = await ask(body.mother_ids, 'mother_ids');
  const fathers = await ask(body.father_ids, 'father_ids');
  const baselineOf = await readTraitBaselines(db, body.spec_id, regionId, featureIds);
  const baselines = featureIds.map((id) => baselineOf.get(id)?.mean ?? 0);
  const setup = { weights, dosages, panelMeans };
  const checks = await checkValues(db, user, body, setup, featureIds, baselines);
  const intensity = selectionIntensity(body.selected_fraction);
  const { rows, markersUsed } = runCrossEngine(
    { featureIds, weights, dosages, panelMeans, baselines, checks, lowerIsBetter, intensity },
    mothers.parents,
    fathers.parents,
    body.sort_by,
  );
  const without = [...new Set([...mothers.withoutGenotype, ...fathers.withoutGenotype])];
  return {
    region_id: regionId,
    traits: featureIds.map((id, t) => ({
      feature_id: id,
      name: traits.get(id)?.name ?? '',
      unit: traits.get(id)?.unit ?? '',
      baseline: baselineOf.get(id)?.mean ?? null,
      check: checks[t] as number,
      lower_is_better: lowerIsBetter.has(id),
      markers: weights.filter((weight) => weight.feature_id === id).length,
    })),
    crosses: rows,
    total_crosses: rows.length,
    selection_intensity: intensity,
    check_line_id: body.check_line_id ?? null,
    markers_used: markersUsed,
    lines_without_genotype: without
      .sort((a, b) => a.localeCompare(b))
      .slice(0, WITHOUT_GENOTYPE_NAMES_MAX),
  };
}
