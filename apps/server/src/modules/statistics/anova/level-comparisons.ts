import {
  type AnovaDunnett,
  type AnovaFactorMeans,
  type AnovaPredictor,
  TUKEY_MAX_LEVELS,
} from '@plotline/contract/statistics-anova';
import { computeDunnett } from '@plotline/stats/comparisons/dunnett';
import { assignLetterGroups } from '@plotline/stats/comparisons/letter-groups';
import { tukeyPValues } from '@plotline/stats/comparisons/tukey-hsd';
import { tQuantile } from '@plotline/stats/distributions/distributions';
import { tukeyQuantile, tukeySurvival } from '@plotline/stats/distributions/studentized-range';
import { SIGNIFICANCE_LEVEL, starsOf } from '../significance.ts';

/**
 * A factor's adjusted (least-squares) means and what comparing them needs: the covariance of
 * the means (k×k row-major), each mean's df and the df of the differences between levels.
 */
export type LevelEstimates = {
  predictor: string;
  levels: string[];
  means: number[];
  covariance: Float64Array;
  meanDf: number[];
  diffDf: number;
  /**
   * A df per difference (a mixed model's Satterthwaite df), k × k row-major; else diffDf for
   * every pair.
   */
  pairDf?: Float64Array;
};

/** The df of mᵢ − mⱼ: its own under a mixed model, else the common one. */
const pairDfOf = (e: LevelEstimates, i: number, j: number) =>
  e.pairDf ? (e.pairDf[i * e.levels.length + j] as number) : e.diffDf;

const variance = (e: LevelEstimates, i: number, j: number) =>
  e.covariance[i * e.levels.length + j] as number;

/** var(mᵢ − mⱼ) = Vᵢᵢ + Vⱼⱼ − 2Vᵢⱼ. */
const differenceVariance = (e: LevelEstimates, i: number, j: number) =>
  variance(e, i, i) + variance(e, j, j) - 2 * variance(e, i, j);

/**
 * Tukey's comparisons of every pair of adjusted means (R `pairs(emmeans(…), adjust = "tukey")`):
 * d = mⱼ − mᵢ (i < j), q = |d|/SE(d)·√2, p = P(Q(k, df) > q); the family-wise interval
 * d ± q(0.95; k, df)/√2·SE(d). With equal SEs and no correlation this is Tukey–Kramer's HSD.
 * Then agricolae's letters at 5 % over these p-values. No pairs nor letters beyond
 * TUKEY_MAX_LEVELS levels (letters are then empty).
 */
export function compareLevels(estimates: LevelEstimates): {
  predictor: AnovaPredictor;
  means: AnovaFactorMeans;
} {
  const { levels, means, predictor } = estimates;
  const k = levels.length;
  const meanRows = levels.map((level, i) => {
    const se = Math.sqrt(variance(estimates, i, i));
    const df = estimates.meanDf[i] as number;
    const half = tQuantile(0.975, df) * se;
    const mean = means[i] as number;
    return { level, mean, se, df, lower: mean - half, upper: mean + half, letter: '' };
  });
  if (k > TUKEY_MAX_LEVELS)
    return {
      predictor: { predictor, pairwise_comparison: [] },
      means: { predictor, levels: meanRows },
    };
  const first: number[] = [];
  const second: number[] = [];
  for (let i = 0; i < k; i += 1) {
    for (let j = i + 1; j < k; j += 1) {
      first.push(i);
      second.push(j);
    }
  }
  const diff = first.map(
    (i, index) => (means[second[index] as number] as number) - (means[i] as number),
  );
  const se = first.map((i, index) =>
    Math.sqrt(differenceVariance(estimates, i, second[index] as number)),
  );
  const q = Float64Array.from(
    diff,
    (d, index) => (Math.abs(d) / (se[index] as number)) * Math.SQRT2,
  );
  const { pairDf } = estimates;
  // emmeans: each difference on its own df (ptukey, qtukey of that df) when they differ
  const p = pairDf
    ? q.map((value, index) =>
        tukeySurvival(
          value,
          k,
          pairDfOf(estimates, first[index] as number, second[index] as number),
        ),
      )
    : tukeyPValues(q, k, estimates.diffDf);
  const commonHalf = pairDf ? 0 : tukeyQuantile(0.95, k, estimates.diffDf) / Math.SQRT2;
  const halfWidth = (index: number) =>
    pairDf
      ? tukeyQuantile(
          0.95,
          k,
          pairDfOf(estimates, first[index] as number, second[index] as number),
        ) / Math.SQRT2
      : commonHalf;
  const pairP = new Float64Array(k * k).fill(1);
  const pairwise_comparison = first.map((i, index) => {
    const j = second[index] as number;
    const pValue = p[index] as number;
    pairP[i * k + j] = pValue;
    pairP[j * k + i] = pValue;
    const d = diff[index] as number;
    const half = halfWidth(index) * (se[index] as number);
    return {
      group1: levels[i] as string,
      group2: levels[j] as string,
      'p-adj': pValue,
      significance: pValue < SIGNIFICANCE_LEVEL,
      stars: starsOf(pValue),
      meandiff: d,
      lower: d - half,
      upper: d + half,
    };
  });
  const letters = assignLetterGroups(
    means,
    (i, j) => pairP[i * k + j] as number,
    SIGNIFICANCE_LEVEL,
  );
  letters.order.forEach((level, rank) => {
    (meanRows[level] as (typeof meanRows)[number]).letter = (letters.groups[rank] as string).trim();
  });
  return { predictor: { predictor, pairwise_comparison }, means: { predictor, levels: meanRows } };
}

/**
 * Dunnett's comparisons of every level with the control on the adjusted means (R
 * `contrast(emmeans(…), "trt.vs.ctrl")`), single-step p-values of the multivariate t
 * (packages/stats dunnett.ts: R mvtnorm's law, integrated rather than sampled). Its
 * correlations have Dunnett's product form ρᵢⱼ = λᵢλⱼ: here v₀ is the mean covariance of two
 * differences with the control and vᵢ = var(mᵢ − m₀) − v₀, given to it as counts 1/v with
 * MSE 1 (each on its own df when they differ). Exact when those covariances are equal (uncorrelated means, a balanced design, a
 * split-plot's sub-plot factor); otherwise the product-form approximation.
 */
export function compareWithControl(estimates: LevelEstimates, control: number): AnovaDunnett {
  const { levels } = estimates;
  const others = levels.map((_, i) => i).filter((i) => i !== control);
  const cov = (i: number, j: number) =>
    variance(estimates, i, j) -
    variance(estimates, i, control) -
    variance(estimates, j, control) +
    variance(estimates, control, control);
  let shared = 0;
  let count = 0;
  for (const i of others) {
    for (const j of others) {
      if (i >= j) continue;
      shared += cov(i, j);
      count += 1;
    }
  }
  const v0 =
    count > 0 ? shared / count : differenceVariance(estimates, others[0] ?? 0, control) / 2;
  const floor = 1e-12 * Math.max(v0, ...others.map((i) => cov(i, i)));
  const counts = levels.map((_, i) =>
    i === control ? 1 / Math.max(v0, floor) : 1 / Math.max(cov(i, i) - v0, floor),
  );
  const groups = { levels, means: estimates.means, counts };
  const name = levels[control] as string;
  const { pairDf } = estimates;
  // a mixed model: each comparison on its own Satterthwaite df (emmeans takes each row's df)
  const rows = pairDf
    ? others.map((i, index) => {
        const row = computeDunnett(groups, name, 1, pairDfOf(estimates, i, control)).rows[index];
        return row as NonNullable<typeof row>;
      })
    : computeDunnett(groups, name, 1, estimates.diffDf).rows;
  return {
    predictor: estimates.predictor,
    control: levels[control] as string,
    pairs: rows.map((row) => ({
      level: row.level,
      control: levels[control] as string,
      meandiff: row.difference,
      se: row.se,
      df: row.df,
      t: row.t,
      'p-adj': row.p,
      significance: row.p < SIGNIFICANCE_LEVEL,
      stars: starsOf(row.p),
      lower: row.lower,
      upper: row.upper,
    })),
  };
}
