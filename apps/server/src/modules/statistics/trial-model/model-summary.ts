import type { SeasonSummary } from '@plotline/contract/statistics';
import type { FeatureAnalysis } from '../control-comparison.ts';

type ModelKeys = Pick<
  SeasonSummary,
  'design' | 'df' | 'mse' | 'model' | 'block_variance' | 'residual_variance'
>;

const known = (value: number) => (Number.isFinite(value) ? value : null);

/**
 * What a season's summary says of its model (decision 050): `simple` — decision 017's error
 * term (design, df, MSE); `mixed` — `rcbd` with the REML variances of the blocks and the
 * residual (`mse` the residual one, no single df: each contrast has its own), or `crd` with
 * its residual df when the season has one repetition (y ~ row); nulls where nothing was fitted.
 */
export function modelSummary(feature: FeatureAnalysis, yearId: number): ModelKeys {
  if (feature.mixed.has(yearId)) {
    const fit = feature.mixed.get(yearId)?.fit;
    if (!fit) {
      return {
        design: null,
        df: null,
        mse: null,
        model: 'mixed',
        block_variance: null,
        residual_variance: null,
      };
    }
    return {
      design: fit.hasBlocks ? 'rcbd' : 'crd',
      df: fit.hasBlocks ? null : fit.n - fit.rowCount,
      mse: known(fit.residualVariance),
      model: 'mixed',
      block_variance: fit.blockVariance === null ? null : known(fit.blockVariance),
      residual_variance: known(fit.residualVariance),
    };
  }
  const error = feature.errors.get(yearId) ?? null;
  return {
    design: error?.design ?? null,
    df: error?.df ?? null,
    mse: error ? known(error.mse) : null,
    model: 'simple',
    block_variance: null,
    residual_variance: null,
  };
}
