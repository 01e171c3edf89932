/**
 * What either REML path (dense V, or the mixed-model equations) hands to `fitMixedModel`,
 * over the r kept (non-aliased) fixed columns.
 */
import type { RandomEffectPredictions } from './types.ts';

export type EngineResult = {
  /** Random components in order, then σ²ₑ. */
  theta: Float64Array;
  boundary: boolean[];
  iterations: number;
  converged: boolean;
  logLik: number;
  beta: Float64Array;
  /** var(β̂), r×r. */
  betaCovariance: Float64Array;
  /** ∂var(β̂)/∂θₖ, each r×r. */
  betaCovarianceGradient: Float64Array[];
  /** −∂²ℓ/∂θ∂θ' (c×c; only the entries of free components are used). */
  observedInformation: Float64Array;
  random: RandomEffectPredictions[];
};
