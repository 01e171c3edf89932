import type { TraitChange, TraitPrediction } from '@plotline/contract/create-line';
import { predictTraits } from '../marker-weights/predict-traits.ts';
import type { LineModel } from './read-line-model.ts';

/**
 * The predicted traits of a genotype (doses at the weighted markers) under the model's weights,
 * one per predicted trait in name order, named.
 */
export function predictLine(
  model: LineModel,
  doses: ReadonlyMap<number, number>,
): TraitPrediction[] {
  const byFeature = new Map(
    predictTraits(doses, model.weights, model.panelMeans, model.baselines).map((trait) => [
      trait.feature_id,
      trait,
    ]),
  );
  return [...model.features].flatMap(([featureId, name]) => {
    const trait = byFeature.get(featureId);
    return trait ? [{ ...trait, feature: name }] : [];
  });
}

/** Each trait before and after: the delta is the change of the genetic part. */
export function compareTraits(
  before: readonly TraitPrediction[],
  after: readonly TraitPrediction[],
): TraitChange[] {
  const afterById = new Map(after.map((trait) => [trait.feature_id, trait]));
  return before.map((trait) => {
    const changed = afterById.get(trait.feature_id) ?? trait;
    return {
      feature_id: trait.feature_id,
      feature: trait.feature,
      before: trait.value,
      after: changed.value,
      delta: changed.genetic - trait.genetic,
    };
  });
}
