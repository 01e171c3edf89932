import type { GenotypeRanking, GenotypeRankRow } from '@plotline/contract/marker-weights';
import type { Db } from '../../db/client.ts';
import { readLineDosages } from '../marker-weights/line-dosages.ts';
import {
  panelMeanDoses,
  predictTraits,
  readTraitBaselines,
} from '../marker-weights/predict-traits.ts';
import { readWeights } from '../marker-weights/read-weights.ts';
import { readTraitLabels } from './trait-labels.ts';

/** How the ranking with predictions is ordered. */
export type PredictionOrder = { featureId: number | undefined; descending: boolean };

/**
 * Adds each ranked line's predicted traits (spec §7 `get_sort_with_info_by_genotypes/`): the
 * region's weights (else all-regions), centred on the panel of every genotyped line of the
 * crop, on the trait's baseline in the region. Ordered by a trait's predicted value (lines
 * without one last) or, without a trait, as ranked by score.
 */
export async function predictRankedLines(
  db: Db,
  cropId: number,
  ranked: readonly GenotypeRankRow[],
  options: {
    regionId: number | null;
    featureIds: readonly number[] | undefined;
    order: PredictionOrder;
  },
): Promise<GenotypeRanking> {
  const weights = await readWeights(db, cropId, {
    regionId: options.regionId,
    featureIds: options.featureIds,
  });
  const traitIds = [...new Set(weights.map((weight) => weight.feature_id))];
  const mutationIds = [...new Set(weights.map((weight) => weight.mutation_id))];
  const dosages = await readLineDosages(db, cropId, 'all', mutationIds);
  const panel = panelMeanDoses(dosages);
  const baselines = await readTraitBaselines(db, cropId, options.regionId, traitIds);
  const labels = await readTraitLabels(db, cropId, traitIds);
  const rows = ranked.map((row) => ({
    ...row,
    traits: predictTraits(dosages.get(row.line_id) ?? new Map(), weights, panel, baselines),
  }));
  const { featureId, descending } = options.order;
  if (featureId !== undefined) {
    const predictedOf = (row: (typeof rows)[number]) =>
      row.traits.find((trait) => trait.feature_id === featureId)?.value ?? null;
    rows.sort((a, b) => {
      const x = predictedOf(a);
      const y = predictedOf(b);
      if (x === null || y === null) return x === null ? (y === null ? 0 : 1) : -1;
      return descending ? y - x : x - y;
    });
  }
  const features = traitIds
    .map((id) => ({
      feature_id: id,
      name: labels.get(id)?.name ?? '',
      unit: labels.get(id)?.unit ?? '',
      baseline: baselines.get(id)?.mean ?? null,
    }))
    .sort((a, b) => a.name.localeCompare(b.name));
  return { features, rows };
}
