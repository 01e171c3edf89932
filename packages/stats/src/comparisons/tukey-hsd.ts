/**
 * Tukey's honestly significant difference (Tukey–Kramer for unequal n) for every pair of
 * treatment means, with the studentized-range p-values of many pairs interpolated.
 *
 * Pairs, their order and sign are those of `comparisons.ts` (R's `TukeyHSD` prints j − i).
 *
 * References: Tukey (1953), Kramer (1956) (unequal n); R `TukeyHSD`, `ptukey`; Berrut &
 * Trefethen (2004) SIAM Rev. 46:501 (barycentric interpolation).
 */
import { buildInterpolant } from '../distributions/chebyshev-interpolant.ts';
import { tukeyQuantile, tukeySurvival } from '../distributions/studentized-range.ts';
import { StatsError } from '../errors.ts';
import { buildPairs, type GroupMeans, type PairwiseComparisons } from './comparisons.ts';

/**
 * Tukey's honestly significant difference for every pair, Tukey–Kramer for unequal n
 * (R: `TukeyHSD(aov(...))`): SE = √(MSE/2·(1/nᵢ + 1/nⱼ)), q = |ȳᵢ − ȳⱼ|/SE,
 * p = P(Q(k, dfE) > q), interval difference ± q(conf; k, dfE)·SE.
 * Many pairs share one studentized-range law, so beyond 64 pairs its tail is interpolated
 * (piecewise Chebyshev, within ~1e-10 of R's ptukey, which is itself accurate to ~1e-12 at
 * best): all 124 750 pairs of 500 lines in well under a second.
 * @throws StatsError('notEnoughData') with fewer than 2 groups or dfError < 2
 */
export function computeTukeyHsd(
  groups: GroupMeans,
  mse: number,
  dfError: number,
  confidence = 0.95,
): PairwiseComparisons {
  const k = groups.levels.length;
  if (k < 2)
    throw new StatsError('notEnoughData', 'at least two groups are needed', { key: 'fewGroups' });
  const pairs = buildPairs(groups, mse, tukeyQuantile(confidence, k, dfError), 0.5);
  const q = pairs.difference.map((d, index) => Math.abs(d) / (pairs.se[index] as number));
  pairs.p.set(tukeyPValues(q, k, dfError));
  return pairs;
}

/**
 * P(Q > q) for many q of one studentized range law (R `ptukey(q, nmeans, df, lower.tail =
 * FALSE)`): direct for up to 64 values, else a piecewise Chebyshev interpolant of ptukey on
 * [0, max q] (Berrut & Trefethen 2004), within ~1e-10 of the direct values.
 */
export function tukeyPValues(q: Float64Array, nmeans: number, df: number): Float64Array {
  if (q.length <= 64) return q.map((x) => tukeySurvival(x, nmeans, df));
  let qMax = 0;
  for (const x of q) qMax = Math.max(qMax, x);
  if (qMax === 0) return q.map(() => 1);
  const survival = buildInterpolant((x) => tukeySurvival(x, nmeans, df), 0, qMax, 1e-12);
  return q.map(survival);
}
