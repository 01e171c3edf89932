/**
 * The linear mixed model y = Xβ + Σₖ Zₖuₖ + e of `fit-mixed-model.ts`: its input and its fit.
 *
 * Each random term k has uₖ ~ N(0, σ²ₖ·I) over its levels, or N(0, σ²ₖ·K) for a given
 * relationship matrix K over its levels; e ~ N(0, σ²ₑ·I); the terms are independent.
 * Variance components are estimated by REML (average-information iterations); fixed effects
 * are BLUEs and random effects BLUPs from the mixed-model equations (Henderson).
 */
import type { Design, LinearModelInput } from '../linear/design-matrix.ts';
import type { TridiagonalWorkspace } from './tridiagonal-team.ts';

/** A random term: one level per observation, e.g. the line, the incomplete block, line:site. */
export type RandomTermInput = {
  /** The term's name as the answer shows it (`line`, `rep:block`, `line:site`). */
  name: string;
  /** Level of each observation (one entry per observation of the response). */
  values: ArrayLike<string | number>;
  /** Level order (default: sorted labels); a relationship matrix follows this order. */
  levels?: readonly string[];
  /**
   * σ²ₖ·K instead of σ²ₖ·I: K over `levels` (q×q row-major, symmetric positive definite or
   * semi-definite). Dense: meant for GBLUP (a genomic relationship matrix of a few thousand lines).
   */
  relationship?: Float64Array;
  /**
   * Shared memory for reducing K with a helper thread that runs `helpTridiagonalise` on it
   * (one record per level only; `tridiagonal-team.ts`). Without one, or for another model, the
   * fit works alone; the caller lets the helper go when the fit ends (`abortTridiagonalHelper`).
   */
  workspace?: TridiagonalWorkspace;
};

export type MixedModelInput = {
  /**
   * The fixed part as for `fitLinearModel`: response, factors, covariates, terms (R's coding).
   * Observations whose response is NaN are left out (also from the random terms).
   */
  fixed: LinearModelInput;
  random: readonly RandomTermInput[];
  /** Coding of the fixed factors (default `treatment`, as `lmer`). */
  contrasts?: 'treatment' | 'sum';
  /** Stops when the REML log-likelihood changes less than this (default 1e-10) … */
  tolerance?: number;
  /** … or after this many iterations (default 100: then `converged` is false). */
  maxIterations?: number;
  /**
   * For a model of one relationship term with one record per level: `all` (default) the BLUPs
   * and their prediction error variances; `values` the BLUPs only (PEVs NaN: no O(n³) factor of
   * V), as cross-validation folds need; `none` neither (`random` empty), as a GWAS null model.
   */
  predictions?: 'all' | 'values' | 'none';
};

/** A variance component: a random term's σ², or the residual's (`name` = `Residual`). */
export type VarianceComponent = {
  name: string;
  variance: number;
  /** Asymptotic standard error (from the inverse of the information matrix). */
  se: number;
  /** True when REML put it on the boundary (0): the term explains nothing. */
  boundary: boolean;
};

/** Predictions of one random term's levels. */
export type RandomEffectPredictions = {
  term: string;
  levels: string[];
  /** BLUPs û, by level. */
  values: Float64Array;
  /** Prediction error variances var(û − u), by level. */
  pev: Float64Array;
  /**
   * The sum of every element of the term's prediction error covariance matrix, 1'·var(û − u)·1:
   * with the PEVs it gives the mean PEV of the differences between two levels,
   * v̄ᴰ = 2·(Σ PEVᵢ − pevTotal/q)/(q − 1), which Cullis' heritability needs.
   */
  pevTotal: number;
};

export type MixedModelFit = {
  /** Observations used (response not NaN). */
  n: number;
  /** Rank of X. */
  rank: number;
  /** REML log-likelihood at the optimum, as lme4's `logLik(fit, REML = TRUE)`. */
  logLikelihood: number;
  converged: boolean;
  iterations: number;
  /** The random terms' components in input order, then `Residual`. */
  components: VarianceComponent[];
  /** Names of X's columns as R's `model.matrix` (with the fixed `design` of the linear model). */
  columnNames: string[];
  /** BLUEs; 0 at aliased columns. */
  beta: Float64Array;
  aliased: Uint8Array;
  /** var(β̂) = (X'V⁻¹X)⁻ at the estimates, p×p row-major (lme4's `vcov`). */
  betaCovariance: Float64Array;
  /** The fixed design (for marginal means over its reference grid). */
  design: Design;
  /** BLUPs of every random term, in input order. */
  random: RandomEffectPredictions[];
  /**
   * What Satterthwaite's degrees of freedom need (lmerTest): the derivative of var(β̂) with
   * respect to each variance component (random terms in order, then the residual), each p×p
   * row-major, and the asymptotic covariance of the components: the inverse of the observed
   * REML information −∂²ℓ/∂σ²ᵢ∂σ²ⱼ (lmerTest's `vcov_varpar` on the variance scale), c×c row-major.
   */
  betaCovarianceGradient: Float64Array[];
  componentCovariance: Float64Array;
};
