/**
 * Linear functions of the coefficients of a fitted linear model and estimated marginal
 * (least-squares) means over a reference grid.
 *
 * References: Searle (1971) Linear Models §5.4; Lenth (2016) J. Stat. Softw. 69(1) (emmeans).
 */

import { tQuantile, tTwoSidedP } from '../distributions/distributions.ts';
import { type Design, expandTerm, gridColumns, type Variable } from './design-matrix.ts';
import type { LinearModelFit } from './linear-model.ts';

/** A linear function ℓ'β of the coefficients with its standard error and t test. */
export type Estimate = { estimate: number; se: number; df: number; t: number; p: number };

/**
 * Estimates ℓ'β with SE = σ̂·√(ℓ'(X'X)⁻¹ℓ) on n − rank df (aliased coefficients count as 0,
 * so ℓ must be estimable). Reference: Searle (1971) Linear Models §5.4.
 */
export function estimateLinearFunction(fit: LinearModelFit, l: ArrayLike<number>): Estimate {
  const p = fit.beta.length;
  let estimate = 0;
  let quadratic = 0;
  for (let i = 0; i < p; i += 1) {
    const li = l[i] as number;
    if (li === 0) continue;
    estimate += li * (fit.beta[i] as number);
    for (let j = 0; j < p; j += 1)
      quadratic += li * (l[j] as number) * (fit.unscaledCovariance[i * p + j] as number);
  }
  const se = fit.sigma * Math.sqrt(quadratic);
  const t = estimate / se;
  return { estimate, se, df: fit.dfResidual, t, p: tTwoSidedP(t, fit.dfResidual) };
}

/** Estimated marginal means of one factor, with the ℓ vectors that define them. */
export type MarginalMeans = {
  factor: string;
  levels: string[];
  means: number[];
  se: number[];
  df: number;
  lower: number[];
  upper: number[];
  /** ℓ for each level: mean = ℓ'β (differences of these give contrasts). */
  weights: Float64Array[];
};

/** The design row of the reference grid averaged over every factor except `target` = `level`. */
export function gridRow(design: Design, target: number, level: number): Float64Array {
  const row: number[] = [1];
  for (const term of design.terms) {
    const parts = term.variables.map((v, i) => {
      const variable = design.variables[v] as Variable;
      const k = variable.kind === 'factor' ? variable.levels.length : 0;
      const weights = new Float64Array(k).fill(v === target ? 0 : 1 / k);
      if (v === target) weights[level] = 1;
      return gridColumns(variable, term.indicator[i] as boolean, design.contrasts, weights);
    });
    for (const column of expandTerm(parts).columns) row.push(column[0] as number);
  }
  return Float64Array.from(row);
}

/**
 * Least-squares (estimated marginal) means of `factor` (R: `emmeans(fit, ~ factor)`): the
 * prediction at each level, averaged with equal weights over the levels of the other factors,
 * covariates at their means. CI: mean ± t(1 − α/2, n − rank)·SE.
 * @throws RangeError when `factor` is not a factor of the model
 */
export function computeMarginalMeans(
  fit: LinearModelFit,
  factor: string,
  confidence = 0.95,
): MarginalMeans {
  const { design } = fit;
  const target = design.variables.findIndex((v) => v.name === factor && v.kind === 'factor');
  const variable = design.variables[target];
  if (variable?.kind !== 'factor') throw new RangeError(`${factor} is not a factor`);
  const tCritical = tQuantile(1 - (1 - confidence) / 2, fit.dfResidual);
  const weights = variable.levels.map((_, level) => gridRow(design, target, level));
  const estimates = weights.map((l) => estimateLinearFunction(fit, l));
  return {
    factor,
    levels: variable.levels,
    means: estimates.map((e) => e.estimate),
    se: estimates.map((e) => e.se),
    df: fit.dfResidual,
    lower: estimates.map((e) => e.estimate - tCritical * e.se),
    upper: estimates.map((e) => e.estimate + tCritical * e.se),
    weights,
  };
}
