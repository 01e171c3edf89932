/**
 * A linear function ℓ'β of the fixed effects of a mixed model with its standard error and
 * Satterthwaite's t test (lmerTest's `contest1D`, emmeans with `lmer.df = "satterthwaite"`).
 *
 * Reference: Kuznetsova, Brockhoff & Christensen (2017) J. Stat. Softw. 82(13).
 */
import {
  normalQuantile,
  normalSurvival,
  tQuantile,
  tTwoSidedP,
} from '../distributions/distributions.ts';
import type { Estimate } from '../linear/marginal-means.ts';
import { quadraticForm, satterthwaiteDf } from './satterthwaite.ts';
import type { MixedModelFit } from './types.ts';

/**
 * Estimates ℓ'β̂ with SE = √(ℓ'·var(β̂)·ℓ), t = ℓ'β̂/SE and a two-sided p on Satterthwaite's df
 * (aliased coefficients count as 0, so ℓ must be estimable).
 */
export function estimateMixedContrast(fit: MixedModelFit, l: ArrayLike<number>): Estimate {
  let estimate = 0;
  for (let i = 0; i < fit.beta.length; i += 1)
    estimate += (l[i] as number) * (fit.beta[i] as number);
  const se = Math.sqrt(quadraticForm(fit.betaCovariance, l));
  const df = satterthwaiteDf(fit, l);
  const t = estimate / se;
  return { estimate, se, df, t, p: twoSidedP(t, df) };
}

/** Two-sided p of t on df (the normal limit when df is infinite). */
export function twoSidedP(t: number, df: number): number {
  return Number.isFinite(df) ? tTwoSidedP(t, df) : 2 * normalSurvival(Math.abs(t));
}

/** The p-quantile of t on df (the normal limit when df is infinite). */
export function criticalT(p: number, df: number): number {
  return Number.isFinite(df) ? tQuantile(p, df) : normalQuantile(p);
}
