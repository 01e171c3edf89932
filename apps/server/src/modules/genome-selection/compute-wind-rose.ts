import type { WindRose } from '@plotline/contract/marker-weights';
import type { Db } from '../../db/client.ts';
import { fieldError } from '../../errors.ts';
import { readLineDosages } from '../marker-weights/line-dosages.ts';
import {
  panelMeanDoses,
  predictTraits,
  readTraitBaselines,
} from '../marker-weights/predict-traits.ts';
import { readWeights } from '../marker-weights/read-weights.ts';
import { readTraitLabels } from './trait-labels.ts';

/**
 * The wind rose of a variety (spec §7 `get_wind_rose_by_region/`): its predicted value of each
 * weighted trait in the region next to the trait's baseline. The panel the effects centre on is
 * every genotyped line of the crop (an aggregate: no other line's genotype is shown).
 * @throws AppError VALIDATION on `region_id` (`feature_ids` when given) when the region (or,
 *   without one, the crop) has no weights on the traits; on `line_id` when the line has no genotype at any weighted marker
 */
export async function computeWindRose(
  db: Db,
  cropId: number,
  line: { id: number; name: string },
  regionId: number | null,
  featureIds: readonly number[] | undefined,
): Promise<WindRose> {
  const weights = await readWeights(db, cropId, { regionId, featureIds });
  if (weights.length === 0)
    throw fieldError(featureIds ? 'feature_ids' : 'region_id', 'genomeSelection.noWeights');
  const mutationIds = [...new Set(weights.map((weight) => weight.mutation_id))];
  const dosages = await readLineDosages(db, cropId, 'all', mutationIds);
  const doses = dosages.get(line.id);
  if (!doses) throw fieldError('line_id', 'genomeSelection.noGenotype');
  const traitIds = [...new Set(weights.map((weight) => weight.feature_id))];
  const baselines = await readTraitBaselines(db, cropId, regionId, traitIds);
  const labels = await readTraitLabels(db, cropId, traitIds);
  const traits = predictTraits(doses, weights, panelMeanDoses(dosages), baselines).map(
    (prediction) => ({
      ...prediction,
      name: labels.get(prediction.feature_id)?.name ?? '',
      unit: labels.get(prediction.feature_id)?.unit ?? '',
      baseline: baselines.get(prediction.feature_id)?.mean ?? null,
    }),
  );
  traits.sort((a, b) => a.name.localeCompare(b.name));
  return { line_id: line.id, line_name: line.name, region_id: regionId, traits };
}
