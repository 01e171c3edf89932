/**
 * agricolae-style multiple comparison tests with letter groups: `LSD.test` and `HSD.test` from
 * the plot values, with the means table, the test statistics, every pair's p-value and the
 * letters.
 *
 * References: de Mendiburu, agricolae 1.3-7 `LSD.test`, `HSD.test`, `orderPvalue`.
 */

import { tQuantile } from '../distributions/distributions.ts';
import { encodeFactor } from '../linear/encode-factor.ts';
import {
  computePairwiseLsd,
  type PairwiseComparisons,
  pairIndex,
  requirePositiveDf,
} from './comparisons.ts';
import { assignLetterGroups } from './letter-groups.ts';
import { computeTukeyHsd } from './tukey-hsd.ts';

/** A row of agricolae's `means` table. */
export type MeansTableRow = {
  level: string;
  mean: number;
  /** Sample standard deviation (n − 1), null for a single value. */
  std: number | null;
  r: number;
  /** √(MSE/r) */
  se: number;
  /** Individual (1 − α) interval mean ± t(1 − α/2, dfE)·se. */
  lower: number;
  upper: number;
  min: number;
  max: number;
  /** Quartiles, R `quantile` type 7. */
  q25: number;
  q50: number;
  q75: number;
};

/** Result of agricolae-style `LSD.test` / `HSD.test`. */
export type GroupedComparison = {
  mse: number;
  dfError: number;
  /** Mean of all values and CV% = 100·√MSE/mean. */
  mean: number;
  cvPercent: number;
  /** t (LSD, Bonferroni-adjusted when asked) or the studentized range quantile (HSD). */
  critical: number;
  /** LSD or Tukey's MSD when all groups have the same size, else null. */
  minimumDifference: number | null;
  means: MeansTableRow[];
  /** Levels sorted by decreasing mean with their letters. */
  groups: { level: string; mean: number; group: string }[];
  comparisons: PairwiseComparisons;
};

function quantile7(sorted: Float64Array, p: number): number {
  const h = (sorted.length - 1) * p;
  const lo = Math.floor(h);
  const a = sorted[lo] as number;
  return lo + 1 < sorted.length ? a + (h - lo) * ((sorted[lo + 1] as number) - a) : a;
}

function buildMeansTable(
  values: ArrayLike<number>,
  groups: ArrayLike<string | number>,
  levels: readonly string[] | undefined,
  alpha: number,
  error: { mse: number; dfError: number } | undefined,
): { rows: MeansTableRow[]; mse: number; dfError: number; mean: number } {
  const byLevel = new Map<string, number[]>();
  let total = 0;
  let n = 0;
  for (let i = 0; i < values.length; i += 1) {
    const y = values[i] as number;
    if (Number.isNaN(y)) continue;
    const key = String(groups[i]);
    const list = byLevel.get(key) ?? [];
    list.push(y);
    byLevel.set(key, list);
    total += y;
    n += 1;
  }
  const order = levels
    ? levels.filter((l) => byLevel.has(l))
    : encodeFactor([...byLevel.keys()]).levels;
  let mse = error?.mse;
  let dfError = error?.dfError;
  const sorted = order.map((level) => Float64Array.from(byLevel.get(level) ?? []).sort());
  const means = sorted.map((x) => x.reduce((a, b) => a + b, 0) / x.length);
  const withinSs = sorted.map((x, g) => x.reduce((a, y) => a + (y - (means[g] as number)) ** 2, 0));
  if (mse === undefined || dfError === undefined) {
    dfError = n - order.length;
    requirePositiveDf(dfError);
    mse = withinSs.reduce((a, b) => a + b, 0) / dfError;
  }
  const t = tQuantile(1 - alpha / 2, dfError);
  const rows = order.map((level, g): MeansTableRow => {
    const x = sorted[g] as Float64Array;
    const r = x.length;
    const mean = means[g] as number;
    const se = Math.sqrt((mse as number) / r);
    return {
      level,
      mean,
      std: r > 1 ? Math.sqrt((withinSs[g] as number) / (r - 1)) : null,
      r,
      se,
      lower: mean - t * se,
      upper: mean + t * se,
      min: x[0] as number,
      max: x[r - 1] as number,
      q25: quantile7(x, 0.25),
      q50: quantile7(x, 0.5),
      q75: quantile7(x, 0.75),
    };
  });
  return { rows, mse, dfError, mean: total / n };
}

function groupLetters(rows: MeansTableRow[], pairs: PairwiseComparisons, alpha: number) {
  const k = rows.length;
  // agricolae groups on p-values rounded to 4 decimals
  const p = (i: number, j: number) =>
    Math.round((pairs.p[pairIndex(Math.min(i, j), Math.max(i, j), k)] as number) * 1e4) / 1e4;
  const { order, groups } = assignLetterGroups(
    rows.map((row) => row.mean),
    p,
    alpha,
  );
  return order.map((g, rank) => ({
    level: (rows[g] as MeansTableRow).level,
    mean: (rows[g] as MeansTableRow).mean,
    group: groups[rank] as string,
  }));
}

type GroupedOptions = {
  alpha?: number;
  levels?: readonly string[];
  /** The error of the analysis (e.g. the RCBD model); default the one-way ANOVA of the data. */
  error?: { mse: number; dfError: number };
};

/**
 * Fisher's LSD test with letter groups as agricolae's `LSD.test` (1.3-7): means table
 * (se = √(MSE/r), individual CIs, quartiles), LSD = t(1 − α/2, dfE)·√(2·MSE/r) when all r are
 * equal, p-values of every pair and letters from those p-values (rounded to 4 decimals as
 * agricolae does). With `bonferroni` the t is t(1 − α/(2m)), m = k(k − 1)/2, and p·m.
 * @throws StatsError('notEnoughData') with fewer than 2 groups or no error df
 */
export function computeLsdTest(
  values: ArrayLike<number>,
  groups: ArrayLike<string | number>,
  options: GroupedOptions & { pAdjust?: 'none' | 'bonferroni' } = {},
): GroupedComparison {
  const alpha = options.alpha ?? 0.05;
  const table = buildMeansTable(values, groups, options.levels, alpha, options.error);
  const summary = {
    levels: table.rows.map((row) => row.level),
    means: table.rows.map((row) => row.mean),
    counts: table.rows.map((row) => row.r),
  };
  const pairs = computePairwiseLsd(summary, table.mse, table.dfError, {
    alpha,
    pAdjust: options.pAdjust,
  });
  const sizes = new Set(summary.counts);
  const r = summary.counts[0] as number;
  return {
    mse: table.mse,
    dfError: table.dfError,
    mean: table.mean,
    cvPercent: (100 * Math.sqrt(table.mse)) / table.mean,
    critical: pairs.critical,
    minimumDifference: sizes.size === 1 ? pairs.critical * Math.sqrt((2 * table.mse) / r) : null,
    means: table.rows,
    groups: groupLetters(table.rows, pairs, alpha),
    comparisons: pairs,
  };
}

/**
 * Tukey's HSD test with letter groups as agricolae's `HSD.test` (1.3-7): MSD =
 * q(1 − α; k, dfE)·√(MSE/r) when all r are equal; pair p-values P(Q > |ȳᵢ − ȳⱼ|/√(MSE/2·(1/nᵢ +
 * 1/nⱼ))) (Tukey–Kramer), letters from them rounded to 4 decimals.
 * @throws StatsError('notEnoughData') with fewer than 2 groups or dfError < 2
 */
export function computeHsdTest(
  values: ArrayLike<number>,
  groups: ArrayLike<string | number>,
  options: GroupedOptions = {},
): GroupedComparison {
  const alpha = options.alpha ?? 0.05;
  const table = buildMeansTable(values, groups, options.levels, alpha, options.error);
  const summary = {
    levels: table.rows.map((row) => row.level),
    means: table.rows.map((row) => row.mean),
    counts: table.rows.map((row) => row.r),
  };
  const pairs = computeTukeyHsd(summary, table.mse, table.dfError, 1 - alpha);
  const sizes = new Set(summary.counts);
  const r = summary.counts[0] as number;
  return {
    mse: table.mse,
    dfError: table.dfError,
    mean: table.mean,
    cvPercent: (100 * Math.sqrt(table.mse)) / table.mean,
    critical: pairs.critical,
    minimumDifference: sizes.size === 1 ? pairs.critical * Math.sqrt(table.mse / r) : null,
    means: table.rows,
    groups: groupLetters(table.rows, pairs, alpha),
    comparisons: pairs,
  };
}
