import { StatsError } from '@plotline/stats/errors';
import { crossValidateGblup } from '@plotline/stats/genome/prediction/cross-validation';
import { fitGblup } from '@plotline/stats/genome/prediction/gblup';

/**
 * The GBLUP of a prediction job (decision 054), as two compute tasks the job runs at once on the
 * genome pool's two workers: the fit of every line (`fitPrediction`) and the k-fold
 * cross-validation (`crossValidatePrediction`, k more REML fits). Pure: they run on workers.
 */

/** The lines' phenotypes (NaN: predicted only) and VanRaden's GRM over the same lines. */
export type PredictionTaskInput = { y: Float64Array; relationship: Float64Array };

export type PredictionFitOutput = {
  mean: number;
  genetic: number;
  residual: number;
  heritability: number;
  /** per line: BLUP ĝ (around the mean), √PEV, reliability, 95 % interval of ĝ */
  blup: Float64Array;
  se: Float64Array;
  reliability: Float64Array;
  lower: Float64Array;
  upper: Float64Array;
};

/**
 * GBLUP of every line (R: `rrBLUP::mixed.solve(y, K = A, SE = TRUE)`).
 * @throws StatsError when the lines cannot be fitted (too few, a singular design)
 */
export function fitPrediction(input: PredictionTaskInput): PredictionFitOutput {
  const fit = fitGblup({ y: input.y, relationship: input.relationship });
  return {
    mean: fit.beta[0] as number,
    genetic: fit.genetic,
    residual: fit.residual,
    heritability: fit.heritability,
    blup: fit.gebv,
    se: fit.se,
    reliability: fit.reliability,
    lower: fit.lower,
    upper: fit.upper,
  };
}

/**
 * The mean over folds of r(ĝ, y) of the hidden lines; null when there are too few phenotyped
 * lines for the folds (3 per fold) or a fold's correlation is undefined (constant values).
 */
export function crossValidatePrediction(
  input: PredictionTaskInput & { folds: number },
): number | null {
  try {
    const cv = crossValidateGblup({ ...input, folds: input.folds, seed: 1 });
    return Number.isFinite(cv.accuracy) ? cv.accuracy : null;
  } catch (error) {
    if (error instanceof StatsError) return null;
    throw error;
  }
}
