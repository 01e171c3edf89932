import type { AnovaType } from '@plotline/contract/statistics-anova';
import type { AnovaRow, ResidualRow } from '@plotline/stats/linear/anova';
import type { LinearModelInput } from '@plotline/stats/linear/design-matrix';
import {
  computeLinearModelAnova,
  fitLinearModel,
  type LinearModelFit,
} from '@plotline/stats/linear/linear-model';
import { computeMarginalMeans } from '@plotline/stats/linear/marginal-means';
import type { LevelEstimates } from './level-comparisons.ts';

/** A factor of the model: its name (spaces → `_`), its levels and its observations' codes. */
export type NamedFactor = { name: string; levels: string[]; codes: Int32Array };

/** The model `y ~ terms` over named factors, each term the indices of its factors. */
export type FactorModel = { y: Float64Array; factors: NamedFactor[]; terms: number[][] };

/** The linear-model input of a factor model (levels in the factors' order). */
export function modelInput(model: FactorModel): LinearModelInput {
  return {
    response: model.y,
    factors: model.factors.map((factor) => ({
      name: factor.name,
      values: Array.from(factor.codes, (code) => factor.levels[code] as string),
      levels: factor.levels,
    })),
    terms: model.terms.map((term) => term.map((f) => (model.factors[f] as NamedFactor).name)),
  };
}

/** The columns of the model matrix: 1 + Σ over terms of Π (levels − 1) (at most, coded). */
export function countColumns(model: FactorModel): number {
  return model.terms.reduce(
    (sum, term) =>
      sum +
      term.reduce(
        (product, f) => product * ((model.factors[f] as NamedFactor).levels.length - 1),
        1,
      ),
    1,
  );
}

/**
 * ANOVA table of `y ~ terms` with Type I, II or III sums of squares (R `anova(lm)`,
 * `car::Anova(type = 2 | 3)` with contr.sum for III) — linear-model.ts.
 * @throws StatsError('notEnoughData', key noResidualDf) without residual df
 */
export function computeFactorAnova(
  model: FactorModel,
  type: AnovaType,
): { rows: AnovaRow[]; residual: ResidualRow } {
  const table = computeLinearModelAnova(modelInput(model), type);
  return { rows: table.rows, residual: table.residual };
}

/**
 * The adjusted means of a factor of a fitted model (R `emmeans(fit, ~ factor)`: equal weights
 * over the other factors' levels) with their covariance σ̂²·L(X'X)⁻L', L the grid rows.
 */
export function linearLevelEstimates(fit: LinearModelFit, factor: NamedFactor): LevelEstimates {
  const marginal = computeMarginalMeans(fit, factor.name);
  const p = fit.beta.length;
  const k = marginal.levels.length;
  const s2 = fit.sigma * fit.sigma;
  // LC: k×p, then (LC)L': k×k
  const lc = new Float64Array(k * p);
  marginal.weights.forEach((l, a) => {
    for (let i = 0; i < p; i += 1) {
      const li = l[i] as number;
      if (li === 0) continue;
      for (let j = 0; j < p; j += 1)
        lc[a * p + j] =
          (lc[a * p + j] as number) + li * (fit.unscaledCovariance[i * p + j] as number);
    }
  });
  const covariance = new Float64Array(k * k);
  for (let a = 0; a < k; a += 1) {
    for (let b = a; b < k; b += 1) {
      const l = marginal.weights[b] as Float64Array;
      let sum = 0;
      for (let j = 0; j < p; j += 1) sum += (lc[a * p + j] as number) * (l[j] as number);
      covariance[a * k + b] = s2 * sum;
      covariance[b * k + a] = s2 * sum;
    }
  }
  return {
    predictor: factor.name,
    levels: marginal.levels,
    means: marginal.means,
    covariance,
    meanDf: marginal.levels.map(() => fit.dfResidual),
    diffDf: fit.dfResidual,
  };
}

/** The least-squares fit of the model (treatment contrasts: the means do not depend on them). */
export function fitFactorModel(model: FactorModel): LinearModelFit {
  return fitLinearModel(modelInput(model));
}
