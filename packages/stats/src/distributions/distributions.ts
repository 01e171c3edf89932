/**
 * Distribution functions used by the tests and intervals of this package.
 *
 * Tails are computed directly (never as `1 - cdf`), so small p-values keep their relative
 * accuracy: Student's t and Fisher's F through the regularized incomplete beta function,
 * chi-square through the regularized incomplete gamma function, the normal through erfc —
 * all from stdlib (ports of Boost/Cephes, ~1e-15 relative). Quantiles come from stdlib's
 * inversions of the same functions.
 *
 * References: Abramowitz & Stegun 26.5.27 (t), 26.6.2 (F), 26.4.19 (chi-square).
 */
import betainc from '@stdlib/math-base-special-betainc';
import erfc from '@stdlib/math-base-special-erfc';
import erfcinv from '@stdlib/math-base-special-erfcinv';
import gammainc from '@stdlib/math-base-special-gammainc';
import chiSquareQuantileImpl from '@stdlib/stats-base-dists-chisquare-quantile';
import fQuantileImpl from '@stdlib/stats-base-dists-f-quantile';
import tQuantileImpl from '@stdlib/stats-base-dists-t-quantile';

/** P(T > t) for Student's t with `df` degrees of freedom (df > 0, may be fractional: Welch). */
export function tSurvival(t: number, df: number): number {
  const tail = 0.5 * betainc(df / (df + t * t), df / 2, 0.5);
  return t >= 0 ? tail : 1 - tail;
}

/** P(T ≤ t) for Student's t. */
export function tCdf(t: number, df: number): number {
  return tSurvival(-t, df);
}

/** Two-sided p-value P(|T| ≥ |t|) for Student's t. */
export function tTwoSidedP(t: number, df: number): number {
  if (!Number.isFinite(t)) return Number.isNaN(t) ? Number.NaN : 0;
  return betainc(df / (df + t * t), df / 2, 0.5);
}

/** The p-quantile of Student's t (qt in R). */
export function tQuantile(p: number, df: number): number {
  return tQuantileImpl(p, df);
}

/** P(F > f) for Fisher's F with (df1, df2) degrees of freedom. */
export function fSurvival(f: number, df1: number, df2: number): number {
  if (f <= 0) return 1;
  if (!Number.isFinite(f)) return 0;
  return betainc(df2 / (df2 + df1 * f), df2 / 2, df1 / 2);
}

/** P(F ≤ f) for Fisher's F. */
export function fCdf(f: number, df1: number, df2: number): number {
  if (f <= 0) return 0;
  return betainc((df1 * f) / (df1 * f + df2), df1 / 2, df2 / 2);
}

/** The p-quantile of Fisher's F (qf in R). */
export function fQuantile(p: number, df1: number, df2: number): number {
  return fQuantileImpl(p, df1, df2);
}

/** P(X > x) for chi-square with `df` degrees of freedom. */
export function chiSquareSurvival(x: number, df: number): number {
  if (x <= 0) return 1;
  return gammainc(x / 2, df / 2, true, true);
}

/** The p-quantile of chi-square (qchisq in R). */
export function chiSquareQuantile(p: number, df: number): number {
  return chiSquareQuantileImpl(p, df);
}

/** Φ(z), the standard normal distribution function. */
export function normalCdf(z: number): number {
  return 0.5 * erfc(-z / Math.SQRT2);
}

/** 1 − Φ(z), computed without cancellation. */
export function normalSurvival(z: number): number {
  return 0.5 * erfc(z / Math.SQRT2);
}

/**
 * The p-quantile of the standard normal (qnorm in R): −√2·erfcinv(2p) below ½ and
 * √2·erfcinv(2(1 − p)) above (1 − p is exact there), so far tails keep their digits.
 */
export function normalQuantile(p: number): number {
  if (Number.isNaN(p) || p < 0 || p > 1) return Number.NaN;
  return p < 0.5 ? -Math.SQRT2 * erfcinv(2 * p) : Math.SQRT2 * erfcinv(2 * (1 - p));
}
