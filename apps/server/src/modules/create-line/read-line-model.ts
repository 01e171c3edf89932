import { and, eq, inArray } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { features, regions } from '../../db/schema.ts';
import { AppError, fieldError } from '../../errors.ts';
import type { CurrentUser } from '../../platform/auth/authenticate.ts';
import { getCropFor, getLineFor } from '../../platform/auth/policy.ts';
import { readLineDosages } from '../marker-weights/line-dosages.ts';
import {
  panelMeanDoses,
  readTraitBaselines,
  type TraitBaseline,
} from '../marker-weights/predict-traits.ts';
import { type MarkerWeight, readWeights } from '../marker-weights/read-weights.ts';

/** What the create-line page predicts with: the base variety, the weights and their centres. */
export type LineModel = {
  cropId: number;
  line: { id: number; name: string };
  regionId: number | null;
  /** The traits predicted, id → name, in name order. */
  features: Map<number, string>;
  weights: MarkerWeight[];
  /** The markers with a weight on a predicted trait. */
  weightedMarkerIds: number[];
  /** The base variety's ALT doses at the weighted markers (absent: no genotype there). */
  baseDoses: Map<number, number>;
  panelMeans: Map<number, number>;
  baselines: Map<number, TraitBaseline>;
};

/**
 * Checks the crop, the base line (one the user reads, of the crop), the region and the traits,
 * then reads the weights of the traits (the region's, else all-regions ones), the base line's
 * doses, the panel's mean doses (every line of the crop) and the traits' plot means.
 * @throws AppError NOT_FOUND for a crop or line out of sight or of another crop; VALIDATION
 *   on `region_id` or `feature_ids` that do not exist (for the crop)
 */
export async function readLineModel(
  db: Db,
  user: CurrentUser,
  input: { cropId: number; lineId: number; regionId: number | null; featureIds?: number[] },
): Promise<LineModel> {
  const crop = await getCropFor(db, user, input.cropId);
  const line = await getLineFor(db, user, input.lineId, 'read');
  if (line.cropId !== crop.id) throw new AppError('NOT_FOUND');
  if (input.regionId !== null) {
    const [region] = await db
      .select({ id: regions.id })
      .from(regions)
      .where(eq(regions.id, input.regionId));
    if (!region) throw fieldError('region_id', 'createLine.noSuchRegion');
  }
  if (input.featureIds && input.featureIds.length > 0) {
    const found = await db
      .select({ id: features.id })
      .from(features)
      .where(and(eq(features.cropId, crop.id), inArray(features.id, input.featureIds)));
    if (found.length !== new Set(input.featureIds).size)
      throw fieldError('feature_ids', 'createLine.noSuchFeature');
  }
  const featureIds = input.featureIds?.length ? input.featureIds : undefined;
  const weights = await readWeights(db, crop.id, { regionId: input.regionId, featureIds });
  const weightedFeatureIds = [...new Set(weights.map((weight) => weight.feature_id))];
  const named =
    weightedFeatureIds.length === 0
      ? []
      : await db
          .select({ id: features.id, name: features.name })
          .from(features)
          .where(inArray(features.id, weightedFeatureIds))
          .orderBy(features.name);
  const weightedMarkerIds = [...new Set(weights.map((weight) => weight.mutation_id))];
  const panel = await readLineDosages(db, crop.id, 'all', weightedMarkerIds);
  return {
    cropId: crop.id,
    line: { id: line.id, name: line.name },
    regionId: input.regionId,
    features: new Map(named.map((feature) => [feature.id, feature.name])),
    weights,
    weightedMarkerIds,
    baseDoses: new Map(panel.get(line.id) ?? []),
    panelMeans: panelMeanDoses(panel),
    baselines: await readTraitBaselines(db, crop.id, input.regionId, weightedFeatureIds),
  };
}
