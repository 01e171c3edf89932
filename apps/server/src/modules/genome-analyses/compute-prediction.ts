import { StatsError } from '@plotline/stats/errors';
import { crossValidateGblup } from '@plotline/stats/genome/prediction/cross-validation';
import { fitGblup } from '@plotline/stats/genome/prediction/gblup';
import {
  helpTridiagonalise,
  type TridiagonalWorkspace,
} from '@plotline/stats/mixed/tridiagonal-team';

/**
 * The GBLUP of a prediction job (decision 054), as the compute tasks the job runs on the genome
 * pool's two workers (`run-prediction-fit.ts`): the fit of every line (`fitPrediction`), its
 * helper in the GRM's reduction (`helpFitPrediction`) and the k-fold cross-validation
 * (`crossValidatePrediction`, k more REML fits). Pure: they run on workers.
 */

/** The lines' phenotypes (NaN: predicted only) and VanRaden's GRM over the same lines. */
export type PredictionTaskInput = { y: Float64Array; relationship: Float64Array };

/** The fit's input, with the shared memory its helper (`helpFitPrediction`) works in. */
export type PredictionFitInput = PredictionTaskInput & { workspace?: TridiagonalWorkspace };

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
export function fitPrediction(input: PredictionFitInput): PredictionFitOutput {
  const fit = fitGblup(input);
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
 * The fit's helper on the other worker: shares the reduction of the GRM to tridiagonal form (the
 * fit's O(n³) part) until the fit lets it go. Returns the number of row chunks it did.
 */
export function helpFitPrediction(workspace: TridiagonalWorkspace): number {
  return helpTridiagonalise(workspace);
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
