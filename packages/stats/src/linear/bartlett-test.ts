/**
 * Bartlett's test of homogeneity of variances, as used before pooling the error mean squares of
 * the environments of a multi-environment trial.
 */
import { chiSquareSurvival } from '../distributions/distributions.ts';
import { StatsError } from '../errors.ts';

/** Bartlett's test that k normal populations share one variance. */
export type BartlettTest = {
  /** K² = (ν ln s²ₚ − Σ νᵢ ln sᵢ²) / C, approximately χ² with k − 1 df. */
  statistic: number;
  df: number;
  p: number;
  /** s²ₚ = Σ νᵢ sᵢ² / ν, the pooled variance (ν = Σ νᵢ). */
  pooledVariance: number;
};

/**
 * Bartlett's test of homogeneity of variances from k variance estimates sᵢ² with νᵢ degrees of
 * freedom each: K² = (ν ln s²ₚ − Σ νᵢ ln sᵢ²) / C with C = 1 + (Σ 1/νᵢ − 1/ν) / (3(k − 1)),
 * referred to χ²(k − 1). Assumes independent normal samples. In a MET the sᵢ² are the
 * per-environment error mean squares; a significant K² warns against pooling them.
 *
 * Reference: Bartlett (1937) Proc. R. Soc. A 160:268; R `bartlett.test`; Gomez & Gomez
 * (1984) §8.1.2 (golden case 06 computes it on the per-location MSEs).
 *
 * @throws StatsError('notEnoughData') with fewer than 2 estimates, a variance ≤ 0 or a df ≤ 0.
 */
export function computeBartlettTest(
  variances: ArrayLike<number>,
  dfs: ArrayLike<number>,
): BartlettTest {
  const k = variances.length;
  if (k < 2 || dfs.length !== k) {
    throw new StatsError('notEnoughData', "Bartlett's test needs at least two variances.", {
      key: 'bartlettVariances',
    });
  }
  let totalDf = 0;
  let pooled = 0;
  let sumLog = 0;
  let sumInverseDf = 0;
  for (let i = 0; i < k; i += 1) {
    const variance = variances[i] as number;
    const df = dfs[i] as number;
    if (!(variance > 0) || !(df > 0)) {
      throw new StatsError('notEnoughData', "Bartlett's test needs positive variances and df.", {
        key: 'bartlettVariances',
      });
    }
    totalDf += df;
    pooled += df * variance;
    sumLog += df * Math.log(variance);
    sumInverseDf += 1 / df;
  }
  const pooledVariance = pooled / totalDf;
  const correction = 1 + (sumInverseDf - 1 / totalDf) / (3 * (k - 1));
  const statistic = (totalDf * Math.log(pooledVariance) - sumLog) / correction;
  return { statistic, df: k - 1, p: chiSquareSurvival(statistic, k - 1), pooledVariance };
}
