/**
 * Estimated marginal (adjusted) means of a fixed factor of a mixed model and the differences
 * between them, with Satterthwaite's df per mean and per difference (R: `emmeans(fit, ~ factor)`
 * with `lmer.df = "satterthwaite"`, `pairs(…, adjust = "none")`), and the НСР₀₅ (LSD) of each
 * pair from its own standard error of the difference: НСР₀₅ = t(0.975, df)·SED. On a balanced
 * trial with one error stratum SED = √(2·MSE/n), the textbook НСР₀₅ (Dospekhov); with missing
 * plots each pair gets its exact SED.
 *
 * References: Searle, Speed & Milliken (1980) Am. Stat. 34:216 (population marginal means);
 * Lenth (2016) J. Stat. Softw. 69(1); Kuznetsova et al. (2017) J. Stat. Softw. 82(13).
 */
import { type Estimate, gridRow, type MarginalMeans } from '../linear/marginal-means.ts';
import { criticalT, estimateMixedContrast } from './mixed-contrasts.ts';
import type { MixedModelFit } from './types.ts';

/** Marginal means with a df per level (`df` is the smallest of them, the conservative one). */
export type MixedMarginalMeans = MarginalMeans & { dfs: number[] };

/**
 * Marginal means of `factor`: each level's prediction averaged with equal weights over the levels
 * of the other fixed factors (covariates at their means), random effects at 0; SE from var(β̂);
 * CI mean ± t(1 − α/2, dfᵢ)·SEᵢ with Satterthwaite's dfᵢ.
 * @throws RangeError when `factor` is not a fixed factor of the model
 */
export function computeMixedMarginalMeans(
  fit: MixedModelFit,
  factor: string,
  confidence = 0.95,
): MixedMarginalMeans {
  const { design } = fit;
  const target = design.variables.findIndex((v) => v.name === factor && v.kind === 'factor');
  const variable = design.variables[target];
  if (variable?.kind !== 'factor') throw new RangeError(`${factor} is not a fixed factor`);
  const weights = variable.levels.map((_, level) => gridRow(design, target, level));
  const estimates = weights.map((l) => estimateMixedContrast(fit, l));
  const quantile = 1 - (1 - confidence) / 2;
  const half = estimates.map((e) => criticalT(quantile, e.df) * e.se);
  const dfs = estimates.map((e) => e.df);
  return {
    factor,
    levels: variable.levels,
    means: estimates.map((e) => e.estimate),
    se: estimates.map((e) => e.se),
    df: Math.min(...dfs),
    dfs,
    lower: estimates.map((e, i) => e.estimate - (half[i] as number)),
    upper: estimates.map((e, i) => e.estimate + (half[i] as number)),
    weights,
  };
}

/** The difference of two marginal means, first − second, with its НСР₀₅. */
export type MeanDifference = Estimate & {
  first: string;
  second: string;
  /** НСР₀₅ = t(0.975, df)·SED: the difference is significant at 5 % when |estimate| exceeds it. */
  nsr05: number;
};

/**
 * Differences between levels of marginal means, each `[i, j]` giving level i − level j, tested by
 * `estimate` (Satterthwaite's `estimateMixedContrast` for a mixed fit; `estimateLinearFunction`
 * bound to a least-squares fit gives the fixed-model НСР). Unadjusted p (emmeans `adjust =
 * "none"`), as the НСР is a per-comparison criterion.
 * @throws RangeError when a pair names a level that does not exist
 */
export function compareMeans(
  means: Pick<MarginalMeans, 'levels' | 'weights'>,
  pairs: readonly (readonly [number, number])[],
  estimate: (l: Float64Array) => Estimate,
): MeanDifference[] {
  return pairs.map(([i, j]) => {
    const a = means.weights[i];
    const b = means.weights[j];
    if (!a || !b) throw new RangeError(`no level ${a ? j : i}`);
    const result = estimate(a.map((value, k) => value - (b[k] as number)));
    return {
      ...result,
      first: means.levels[i] as string,
      second: means.levels[j] as string,
      nsr05: criticalT(0.975, result.df) * result.se,
    };
  });
}

/** {@link compareMeans} of a mixed fit: SED from var(β̂), Satterthwaite's df per pair. */
export function pairwiseDifferences(
  fit: MixedModelFit,
  means: Pick<MarginalMeans, 'levels' | 'weights'>,
  pairs: readonly (readonly [number, number])[],
): MeanDifference[] {
  return compareMeans(means, pairs, (l) => estimateMixedContrast(fit, l));
}

/** Every level against `control` (level i − control), as emmeans' `trt.vs.ctrl`. */
export function pairsWithControl(count: number, control: number): [number, number][] {
  const pairs: [number, number][] = [];
  for (let i = 0; i < count; i += 1) if (i !== control) pairs.push([i, control]);
  return pairs;
}

/** Every pair i < j (level i − level j), as emmeans' `pairs`. */
export function allPairs(count: number): [number, number][] {
  const pairs: [number, number][] = [];
  for (let i = 0; i < count; i += 1) for (let j = i + 1; j < count; j += 1) pairs.push([i, j]);
  return pairs;
}
