/**
 * Genotypic and phenotypic correlations between two traits measured on the same plots.
 *
 * Covariances come from univariate REML fits by the variance of the sum:
 *   σ(x,y) = (σ²(x + y) − σ²(x) − σ²(y))/2
 * for the genotypic (line) and the residual component alike, from `trait ~ fixed + (1 | line)`
 * fitted to x, y and x + y. Then r_g = σg(x,y)/√(σ²g(x)σ²g(y)), and on a line-mean basis with r
 * replicates r_p = (σg(x,y) + σₑ(x,y)/r)/√((σ²g(x) + σ²ₑ(x)/r)(σ²g(y) + σ²ₑ(y)/r)) (on balanced
 * data Pearson's r of the line means).
 *
 * References: Falconer & Mackay (1996) Introduction to Quantitative Genetics ch. 19;
 * Holland (2006) Crop Sci. 46:642 (estimating genotypic correlations).
 */
import { StatsError } from '../errors.ts';
import type { MixedModelFit } from './types.ts';

/** A covariance from the variance of the sum, and the correlation it gives. */
export type CovarianceBySum = { covariance: number; correlation: number };

/**
 * σ(x,y) = (σ²(x+y) − σ²(x) − σ²(y))/2 and r = σ(x,y)/√(σ²(x)·σ²(y)). The correlation may fall
 * outside [−1, 1] when the variances are poorly estimated (it is not truncated).
 * @throws StatsError('notEnoughData', `geneticVarianceZero`) when σ²(x) or σ²(y) is zero
 */
export function covarianceBySum(x: number, y: number, sum: number, term = 'line'): CovarianceBySum {
  if (!(x > 0) || !(y > 0))
    throw new StatsError('notEnoughData', `a variance of ${term} is zero`, {
      key: 'geneticVarianceZero',
      params: { term },
    });
  const covariance = (sum - x - y) / 2;
  return { covariance, correlation: covariance / Math.sqrt(x * y) };
}

/** Correlations of two traits from the fits of x, y and x + y. */
export type TraitCorrelations = {
  genotypic: CovarianceBySum;
  residual: CovarianceBySum;
  /** Phenotypic correlation of line means (r replicates) from the components. */
  phenotypicLineMean: number;
};

function variance(fit: MixedModelFit, name: string): number {
  const component = fit.components.find((c) => c.name === name);
  if (!component) throw new RangeError(`${name} is not a component of the fit`);
  return component.variance;
}

/**
 * Genotypic, residual and line-mean phenotypic correlations of traits x and y from the fits of
 * x, y and x + y (same model, same plots), `term` the genotype's random term.
 * @throws StatsError('notEnoughData', `geneticVarianceZero`) when a genotypic variance is zero
 * @throws RangeError when `term` is not in the fits or `replicates` is not positive
 */
export function computeTraitCorrelations(
  fits: { x: MixedModelFit; y: MixedModelFit; sum: MixedModelFit },
  term: string,
  replicates: number,
): TraitCorrelations {
  if (!(replicates > 0)) throw new RangeError('replicates must be positive');
  const g = (fit: MixedModelFit) => variance(fit, term);
  const e = (fit: MixedModelFit) => variance(fit, 'Residual');
  const genotypic = covarianceBySum(g(fits.x), g(fits.y), g(fits.sum), term);
  const residual = covarianceBySum(e(fits.x), e(fits.y), e(fits.sum), 'Residual');
  const px = g(fits.x) + e(fits.x) / replicates;
  const py = g(fits.y) + e(fits.y) / replicates;
  const phenotypicLineMean =
    (genotypic.covariance + residual.covariance / replicates) / Math.sqrt(px * py);
  return { genotypic, residual, phenotypicLineMean };
}

/**
 * Pearson's r of the line means of x and y, each mean over the plots where both traits have a
 * value (R: `cor(aggregate(cbind(x, y) ~ line, FUN = mean)[, -1])`).
 * @throws StatsError('notEnoughData', `correlationPair`) with fewer than three lines or no variation
 */
export function correlateLineMeans(
  lines: ArrayLike<string | number>,
  x: ArrayLike<number>,
  y: ArrayLike<number>,
): number {
  const sums = new Map<string, [number, number, number]>();
  for (let i = 0; i < lines.length; i += 1) {
    const a = x[i] as number;
    const b = y[i] as number;
    if (!Number.isFinite(a) || !Number.isFinite(b)) continue;
    const key = String(lines[i]);
    const s = sums.get(key) ?? [0, 0, 0];
    sums.set(key, [s[0] + a, s[1] + b, s[2] + 1]);
  }
  const means = [...sums.values()].map(([a, b, n]) => [a / n, b / n] as const);
  return pearson(means);
}

function pearson(pairs: readonly (readonly [number, number])[]): number {
  const n = pairs.length;
  const refuse = () =>
    new StatsError('notEnoughData', 'no correlation', {
      key: 'correlationPair',
      params: { first: 1, second: 2 },
    });
  if (n < 3) throw refuse();
  const mx = pairs.reduce((s, p) => s + p[0], 0) / n;
  const my = pairs.reduce((s, p) => s + p[1], 0) / n;
  let sxy = 0;
  let sxx = 0;
  let syy = 0;
  for (const [a, b] of pairs) {
    sxy += (a - mx) * (b - my);
    sxx += (a - mx) ** 2;
    syy += (b - my) ** 2;
  }
  if (!(sxx > 0) || !(syy > 0)) throw refuse();
  return sxy / Math.sqrt(sxx * syy);
}
