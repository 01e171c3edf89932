/**
 * Multiple comparisons of treatment means after an ANOVA: the least significant difference
 * (LSD, Russian НСР) for two means and for every pair, and every treatment against a control
 * (LSD-type t, Student and Welch two-sample t-tests). The types and pair helpers here are shared
 * by Tukey's HSD (`tukey-hsd.ts`), Dunnett's test (`dunnett.ts`) and agricolae's letter-group
 * tests (`grouped-comparisons.ts`).
 *
 * Pairs are in R's `combn` order, (1,2), (1,3), …, (2,3), …, and a pair's difference is
 * mean(i) − mean(j) (agricolae's sign; R's `TukeyHSD` prints j − i).
 *
 * References: Dospekhov B. A. (1985) Методика полевого опыта, §10.3 (НСР); Fisher (1935);
 * de Mendiburu, agricolae `LSD.test`; R `t.test`, `pairwise.t.test`.
 */
import { tQuantile, tTwoSidedP } from '../distributions/distributions.ts';
import { StatsError } from '../errors.ts';

/** Group means and sizes (a `GroupSummary` of `anova.ts` fits). */
export type GroupMeans = {
  levels: readonly string[];
  means: ArrayLike<number>;
  counts: ArrayLike<number>;
};

/** Group means with within-group sums of squares Σ(y − ȳᵢ)², for two-sample t-tests. */
export type GroupMoments = GroupMeans & { withinSs: ArrayLike<number> };

/** One treatment against the control. */
export type ControlComparison = {
  level: string;
  /** mean(level) − mean(control) */
  difference: number;
  se: number;
  t: number;
  df: number;
  /** Two-sided p-value (unadjusted unless stated). */
  p: number;
  lower: number;
  upper: number;
};

/** Every pair i < j in combn order; arrays are indexed by pair. */
export type PairwiseComparisons = {
  first: Int32Array;
  second: Int32Array;
  /** mean(first) − mean(second) */
  difference: Float64Array;
  se: Float64Array;
  p: Float64Array;
  lower: Float64Array;
  upper: Float64Array;
  /**
   * The critical value multiplying `se` in the interval: t for the LSD, the studentized range
   * quantile q for Tukey (whose `se` is √(MSE/2·(1/nᵢ + 1/nⱼ)), so q = |difference|/se).
   */
  critical: number;
};

/**
 * Guards the error degrees of freedom that t and studentized-range quantiles need.
 * @throws StatsError('notEnoughData') when dfError < 1 (or NaN)
 */
export function requirePositiveDf(dfError: number): void {
  if (!(dfError >= 1))
    throw new StatsError('notEnoughData', 'no error degrees of freedom', { key: 'noResidualDf' });
}

/**
 * Least significant difference (НСР) between two means at level `alpha` (two-sided):
 * LSD = t(1 − α/2, dfE)·√(MSE·(1/n₁ + 1/n₂)); equal n: НСР₀₅ = t₀₅·√(2·MSE/n) (Dospekhov).
 * Assumes the ANOVA's normal errors with a common variance.
 * @throws StatsError('notEnoughData') when dfError < 1
 */
export function computeLsd(
  mse: number,
  dfError: number,
  n1: number,
  n2 = n1,
  alpha = 0.05,
): number {
  return lsdFromCritical(lsdCriticalT(dfError, alpha), mse, n1, n2);
}

/**
 * The critical value of the LSD at level `alpha`, t(1 − α/2, dfE). It depends only on the
 * error term: compute it once per trial and reuse it for every pair (`lsdFromCritical`).
 * @throws StatsError('notEnoughData') when dfError < 1
 */
export function lsdCriticalT(dfError: number, alpha = 0.05): number {
  requirePositiveDf(dfError);
  return tQuantile(1 - alpha / 2, dfError);
}

/** LSD = critical·√(MSE·(1/n₁ + 1/n₂)) with the critical t of {@link lsdCriticalT}. */
export function lsdFromCritical(critical: number, mse: number, n1: number, n2 = n1): number {
  return critical * Math.sqrt(mse * (1 / n1 + 1 / n2));
}

/**
 * Index of the control among the levels.
 * @throws StatsError('pickControl') when the control is not a level
 */
export function findLevel(levels: readonly string[], control: string): number {
  const index = levels.indexOf(control);
  if (index < 0) {
    throw new StatsError('pickControl', `control ${control} is not a level`, {
      key: 'controlNotTreatment',
    });
  }
  return index;
}

/**
 * Each treatment against the control with the ANOVA error (R case 04: RCBD, LSD-type):
 * t = (ȳᵢ − ȳ₀)/√(MSE·(1/nᵢ + 1/n₀)), p = 2·P(T_dfE > |t|), CI = difference ± LSD.
 * The difference is significant at α exactly when |difference| > LSD = t(1 − α/2)·SE.
 * @throws StatsError('pickControl') when the control is not a level
 */
export function compareWithControl(
  groups: GroupMeans,
  control: string,
  mse: number,
  dfError: number,
  confidence = 0.95,
): ControlComparison[] {
  requirePositiveDf(dfError);
  const c = findLevel(groups.levels, control);
  const tCritical = tQuantile(1 - (1 - confidence) / 2, dfError);
  const m0 = groups.means[c] as number;
  const n0 = groups.counts[c] as number;
  const rows: ControlComparison[] = [];
  groups.levels.forEach((level, i) => {
    if (i === c) return;
    const difference = (groups.means[i] as number) - m0;
    const se = Math.sqrt(mse * (1 / (groups.counts[i] as number) + 1 / n0));
    const t = difference / se;
    const half = tCritical * se;
    const p = tTwoSidedP(t, dfError);
    rows.push({
      level,
      difference,
      se,
      t,
      df: dfError,
      p,
      lower: difference - half,
      upper: difference + half,
    });
  });
  return rows;
}

/**
 * Two-sample t-tests of each group against the control using only the two groups' data
 * (R: `t.test(x, control, var.equal = TRUE | FALSE)`). Student: pooled s² = (SS₁ + SS₀)/(n₁ + n₀ − 2),
 * SE = s·√(1/n₁ + 1/n₀), df = n₁ + n₀ − 2. Welch: SE = √(s₁²/n₁ + s₀²/n₀), Welch–Satterthwaite
 * df = SE⁴ / [(s₁²/n₁)²/(n₁ − 1) + (s₀²/n₀)²/(n₀ − 1)]. CI = difference ± t(1 − α/2, df)·SE.
 * @throws StatsError('notEnoughData') when a group has fewer than 2 values
 * @throws StatsError('pickControl') when the control is not a level
 */
export function computeControlTTests(
  groups: GroupMoments,
  control: string,
  options: { equalVariance: boolean; confidence?: number },
): ControlComparison[] {
  const c = findLevel(groups.levels, control);
  const alpha = 1 - (options.confidence ?? 0.95);
  const n0 = groups.counts[c] as number;
  const rows: ControlComparison[] = [];
  // one quantile per distinct df (all Student tests share it when sizes are equal)
  const quantiles = new Map<number, number>();
  groups.levels.forEach((level, i) => {
    if (i === c) return;
    const n1 = groups.counts[i] as number;
    if (n1 < 2 || n0 < 2)
      throw new StatsError('notEnoughData', 'a t-test needs 2 values per group', {
        key: 'tTestFewValues',
      });
    const ss1 = groups.withinSs[i] as number;
    const ss0 = groups.withinSs[c] as number;
    let se: number;
    let df: number;
    if (options.equalVariance) {
      df = n1 + n0 - 2;
      se = Math.sqrt(((ss1 + ss0) / df) * (1 / n1 + 1 / n0));
    } else {
      const v1 = ss1 / (n1 - 1) / n1;
      const v0 = ss0 / (n0 - 1) / n0;
      se = Math.sqrt(v1 + v0);
      df = (v1 + v0) ** 2 / (v1 ** 2 / (n1 - 1) + v0 ** 2 / (n0 - 1));
    }
    const difference = (groups.means[i] as number) - (groups.means[c] as number);
    const t = difference / se;
    let critical = quantiles.get(df);
    if (critical === undefined) {
      critical = tQuantile(1 - alpha / 2, df);
      quantiles.set(df, critical);
    }
    const half = critical * se;
    rows.push({
      level,
      difference,
      se,
      t,
      df,
      p: tTwoSidedP(t, df),
      lower: difference - half,
      upper: difference + half,
    });
  });
  return rows;
}

/** Index of pair (i, j), i < j, among the k(k − 1)/2 pairs in combn order. */
export function pairIndex(i: number, j: number, k: number): number {
  return (i * (2 * k - i - 1)) / 2 + (j - i - 1);
}

/**
 * Every pair i < j in combn order with difference = mean(i) − mean(j),
 * SE = √(scale·MSE·(1/nᵢ + 1/nⱼ)) and interval difference ± critical·SE; `p` is left 0 for
 * the caller (scale 1 for t-based LSD, 1/2 for Tukey's studentized range).
 */
export function buildPairs(
  groups: GroupMeans,
  mse: number,
  critical: number,
  scale: number,
): PairwiseComparisons {
  const k = groups.levels.length;
  const count = (k * (k - 1)) / 2;
  const result: PairwiseComparisons = {
    first: new Int32Array(count),
    second: new Int32Array(count),
    difference: new Float64Array(count),
    se: new Float64Array(count),
    p: new Float64Array(count),
    lower: new Float64Array(count),
    upper: new Float64Array(count),
    critical,
  };
  let index = 0;
  for (let i = 0; i < k; i += 1) {
    const mi = groups.means[i] as number;
    const inverse = 1 / (groups.counts[i] as number);
    for (let j = i + 1; j < k; j += 1) {
      const difference = mi - (groups.means[j] as number);
      const se = Math.sqrt(scale * mse * (inverse + 1 / (groups.counts[j] as number)));
      result.first[index] = i;
      result.second[index] = j;
      result.difference[index] = difference;
      result.se[index] = se;
      result.lower[index] = difference - critical * se;
      result.upper[index] = difference + critical * se;
      index += 1;
    }
  }
  return result;
}

/**
 * Fisher's LSD for every pair (agricolae `LSD.test(group = FALSE)`, R `pairwise.t.test(pool.sd =
 * TRUE)`): t = (ȳᵢ − ȳⱼ)/√(MSE·(1/nᵢ + 1/nⱼ)), p = 2·P(T_dfE > |t|); with `bonferroni` p is
 * min(1, p·m) and the interval uses t(1 − α/(2m)), m = k(k − 1)/2.
 * @throws StatsError('notEnoughData') with fewer than 2 groups or dfError < 1
 */
export function computePairwiseLsd(
  groups: GroupMeans,
  mse: number,
  dfError: number,
  options: { alpha?: number; pAdjust?: 'none' | 'bonferroni' } = {},
): PairwiseComparisons {
  requirePositiveDf(dfError);
  const k = groups.levels.length;
  if (k < 2)
    throw new StatsError('notEnoughData', 'at least two groups are needed', { key: 'fewGroups' });
  const m = options.pAdjust === 'bonferroni' ? (k * (k - 1)) / 2 : 1;
  const alpha = options.alpha ?? 0.05;
  const pairs = buildPairs(groups, mse, tQuantile(1 - alpha / m / 2, dfError), 1);
  for (let index = 0; index < pairs.p.length; index += 1) {
    const p = tTwoSidedP(
      (pairs.difference[index] as number) / (pairs.se[index] as number),
      dfError,
    );
    pairs.p[index] = Math.min(1, p * m);
  }
  return pairs;
}
