/**
 * Analysis of variance for field trials: one-way (completely randomized design, CRD), randomized
 * complete block design (RCBD, blocks = replicates) and factorial experiments.
 *
 * One-way ANOVA (balanced or not) and the balanced RCBD use closed forms in two passes over the
 * data (no matrix algebra: 100 000 plots take about a millisecond); an RCBD with missing or
 * repeated plots and factorial designs go through the QR least squares of `linear-model.ts`.
 *
 * References: Dospekhov B. A. (1985) Методика полевого опыта, ch. 10–11; Gomez & Gomez (1984)
 * Statistical Procedures for Agricultural Research, ch. 2–4; R `aov`, `anova`, agricolae `cv.model`.
 */

import { fSurvival } from '../distributions/distributions.ts';
import { StatsError } from '../errors.ts';
import type { FactorInput } from './design-matrix.ts';
import {
  type EncodedFactor,
  encodeFactor,
  type FactorLabels,
  toEncodedFactor,
} from './encode-factor.ts';
import { computeLinearModelAnova, type LinearModelAnova } from './linear-model.ts';

/**
 * One source of variation. `ms = ss/df`, `f = ms/MSE`, `p = P(F(df, dfE) > f)`. A term aliased
 * with earlier terms (confounded, no estimable contrast left) has df 0, ss 0 and null f and p.
 */
export type AnovaRow = {
  source: string;
  df: number;
  ss: number;
  ms: number;
  f: number | null;
  p: number | null;
};

/** The error (residual) line: MSE = ss/df. */
export type ResidualRow = { df: number; ss: number; ms: number };

/** Per-level summary: counts, means and within-level sums of squares Σ(y − ȳᵢ)². */
export type GroupSummary = {
  levels: string[];
  counts: number[];
  means: number[];
  withinSs: number[];
};

/** One-way ANOVA. */
export type OneWayAnova = {
  rows: [AnovaRow];
  residual: ResidualRow;
  total: { df: number; ss: number };
  grandMean: number;
  /** Coefficient of variation of the experiment, 100·√MSE / grand mean (%). */
  cvPercent: number;
  groups: GroupSummary;
};

/** RCBD ANOVA: rows are `block` then `treatment`, as R's `aov(y ~ block + treatment)`. */
export type RcbdAnova = {
  rows: [AnovaRow, AnovaRow];
  residual: ResidualRow;
  total: { df: number; ss: number };
  grandMean: number;
  cvPercent: number;
  /** Arithmetic treatment means (LS means equal them when balanced). */
  treatments: GroupSummary;
  blocks: GroupSummary;
  /** Plots per treatment when balanced (blocks × plots per cell), else null. */
  replications: number | null;
  /** Every treatment the same number of times in every block (closed forms used). */
  balanced: boolean;
};

function fTestRow(source: string, df: number, ss: number, residual: ResidualRow): AnovaRow {
  const ms = ss / df;
  const f = ms / residual.ms;
  return { source, df, ss, ms, f, p: fSurvival(f, df, residual.df) };
}

function residualRow(df: number, ss: number): ResidualRow {
  if (df < 1)
    throw new StatsError('notEnoughData', 'no residual degrees of freedom', {
      key: 'noResidualDf',
    });
  return { df, ss, ms: ss / df };
}

function coefficientOfVariation(residual: ResidualRow, grandMean: number): number {
  return (100 * Math.sqrt(residual.ms)) / grandMean;
}

/** Sums, counts and means per level of one factor, skipping NaN values. */
function summarize(values: ArrayLike<number>, codes: Int32Array, levels: string[]): GroupSummary {
  const k = levels.length;
  const counts = new Float64Array(k);
  const sums = new Float64Array(k);
  for (let i = 0; i < values.length; i += 1) {
    const y = values[i] as number;
    if (Number.isNaN(y)) continue;
    const g = codes[i] as number;
    counts[g] = (counts[g] as number) + 1;
    sums[g] = (sums[g] as number) + y;
  }
  const means = Array.from(sums, (sum, g) => sum / (counts[g] as number));
  const withinSs = new Float64Array(k);
  for (let i = 0; i < values.length; i += 1) {
    const y = values[i] as number;
    if (Number.isNaN(y)) continue;
    const g = codes[i] as number;
    withinSs[g] = (withinSs[g] as number) + (y - (means[g] as number)) ** 2;
  }
  // levels without values (all NaN, or listed but unused) are left out
  const kept = levels.map((_, g) => g).filter((g) => (counts[g] as number) > 0);
  return {
    levels: kept.map((g) => levels[g] as string),
    counts: kept.map((g) => counts[g] as number),
    means: kept.map((g) => means[g] as number),
    withinSs: kept.map((g) => withinSs[g] as number),
  };
}

function checkLength(values: ArrayLike<unknown>, other: FactorLabels, name: string): void {
  const length = 'length' in other ? other.length : other.codes.length;
  if (values.length !== length) throw new RangeError(`${name}: length differs from values`);
}

/**
 * One-way ANOVA of a completely randomized design (R: `summary(aov(y ~ group))`).
 * SS_treatment = Σ nᵢ(ȳᵢ − ȳ)², SS_error = Σᵢ Σⱼ (yᵢⱼ − ȳᵢ)², df = k − 1 and N − k;
 * F = MS_treatment / MSE. Unequal group sizes are fine. NaN values are left out; levels without
 * values are dropped. Assumes independent normal errors with a common variance.
 * @param groups the group labels, or an encoded factor (`encode-factor.ts`) when the caller has one
 * @param levels level order (default: sorted labels)
 * @throws StatsError('notEnoughData') with fewer than 2 groups or no residual df
 */
export function computeOneWayAnova(
  values: ArrayLike<number>,
  groups: FactorLabels,
  levels?: readonly string[],
): OneWayAnova {
  checkLength(values, groups, 'groups');
  const factor = toEncodedFactor(groups, levels);
  const summary = summarize(values, factor.codes, factor.levels);
  const k = summary.levels.length;
  const n = summary.counts.reduce((a, b) => a + b, 0);
  if (k < 2)
    throw new StatsError('notEnoughData', 'at least two groups are needed', { key: 'fewGroups' });
  const grandMean =
    summary.means.reduce((sum, mean, g) => sum + mean * (summary.counts[g] as number), 0) / n;
  const ssTreatment = summary.means.reduce(
    (sum, mean, g) => sum + (summary.counts[g] as number) * (mean - grandMean) ** 2,
    0,
  );
  const ssError = summary.withinSs.reduce((a, b) => a + b, 0);
  const residual = residualRow(n - k, ssError);
  return {
    rows: [fTestRow('treatment', k - 1, ssTreatment, residual)],
    residual,
    total: { df: n - 1, ss: ssTreatment + ssError },
    grandMean,
    cvPercent: coefficientOfVariation(residual, grandMean),
    groups: summary,
  };
}

/** The number of plots in every treatment × block cell, or null when it varies or a value is NaN. */
function plotsPerCell(
  values: ArrayLike<number>,
  t: Int32Array,
  b: Int32Array,
  nt: number,
  nb: number,
): number | null {
  const cells = new Int32Array(nt * nb);
  for (let i = 0; i < values.length; i += 1) {
    if (Number.isNaN(values[i] as number)) return null;
    const cell = (t[i] as number) * nb + (b[i] as number);
    cells[cell] = (cells[cell] as number) + 1;
  }
  const first = cells[0] as number;
  return first > 0 && cells.every((count) => count === first) ? first : null;
}

/**
 * ANOVA of a randomized complete block design (R: `aov(y ~ block + treatment)`), blocks being
 * the replicates. Balanced (every treatment c ≥ 1 times in every block), closed forms:
 * SS_block = t·c·Σ(ȳ_b − ȳ)², SS_treatment = b·c·Σ(ȳ_t − ȳ)²,
 * SS_error = Σ(y − ȳ_t − ȳ_b + ȳ)², df = b − 1, t − 1 and N − t − b + 1.
 * Otherwise (missing or repeated plots) the sequential least-squares SS of `block + treatment`,
 * treatment adjusted for blocks, as R's `aov` gives. CV% = 100·√MSE / ȳ.
 * Treatments and blocks are labels, or encoded factors when the caller has them.
 * @throws StatsError('notEnoughData') with fewer than 2 treatments or blocks, or no residual df
 */
export function computeRcbdAnova(
  values: ArrayLike<number>,
  treatment: FactorLabels,
  block: FactorLabels,
  options: { treatmentLevels?: readonly string[]; blockLevels?: readonly string[] } = {},
): RcbdAnova {
  checkLength(values, treatment, 'treatment');
  checkLength(values, block, 'block');
  const t = toEncodedFactor(treatment, options.treatmentLevels);
  const b = toEncodedFactor(block, options.blockLevels);
  const nt = t.levels.length;
  const nb = b.levels.length;
  if (nt < 2 || nb < 2) {
    throw new StatsError('notEnoughData', 'at least two treatments and blocks', {
      key: 'fewTreatmentsOrBlocks',
    });
  }
  const treatments = summarize(values, t.codes, t.levels);
  const blocks = summarize(values, b.codes, b.levels);
  const c = plotsPerCell(values, t.codes, b.codes, nt, nb);
  if (c === null) {
    const labels = (factor: EncodedFactor) =>
      Array.from(factor.codes, (code) => factor.levels[code] as string);
    return unbalancedRcbd(values, labels(t), labels(b), t.levels, b.levels, treatments, blocks);
  }
  const n = values.length;
  const grandMean = treatments.means.reduce((a, m) => a + m, 0) / nt;
  let ssError = 0;
  let ssTotal = 0;
  for (let i = 0; i < n; i += 1) {
    const y = values[i] as number;
    const fitted =
      (treatments.means[t.codes[i] as number] as number) +
      (blocks.means[b.codes[i] as number] as number) -
      grandMean;
    ssError += (y - fitted) ** 2;
    ssTotal += (y - grandMean) ** 2;
  }
  const sumSquares = (means: number[]) => means.reduce((a, m) => a + (m - grandMean) ** 2, 0);
  const residual = residualRow(n - nt - nb + 1, ssError);
  return {
    rows: [
      fTestRow('block', nb - 1, nt * c * sumSquares(blocks.means), residual),
      fTestRow('treatment', nt - 1, nb * c * sumSquares(treatments.means), residual),
    ],
    residual,
    total: { df: n - 1, ss: ssTotal },
    grandMean,
    cvPercent: coefficientOfVariation(residual, grandMean),
    treatments,
    blocks,
    replications: nb * c,
    balanced: true,
  };
}

function unbalancedRcbd(
  values: ArrayLike<number>,
  treatment: ArrayLike<string | number>,
  block: ArrayLike<string | number>,
  treatmentLevels: string[],
  blockLevels: string[],
  treatments: GroupSummary,
  blocks: GroupSummary,
): RcbdAnova {
  const keep = Array.from({ length: values.length }, (_, i) => i).filter(
    (i) => !Number.isNaN(values[i] as number),
  );
  const anova = computeLinearModelAnova({
    response: keep.map((i) => values[i] as number),
    factors: [
      { name: 'block', values: keep.map((i) => block[i] as string | number), levels: blockLevels },
      {
        name: 'treatment',
        values: keep.map((i) => treatment[i] as string | number),
        levels: treatmentLevels,
      },
    ],
    terms: [['block'], ['treatment']],
  });
  const grandMean = keep.reduce((sum, i) => sum + (values[i] as number), 0) / keep.length;
  const ssTotal = keep.reduce((sum, i) => sum + ((values[i] as number) - grandMean) ** 2, 0);
  return {
    rows: [anova.rows[0] as AnovaRow, anova.rows[1] as AnovaRow],
    residual: anova.residual,
    total: { df: keep.length - 1, ss: ssTotal },
    grandMean,
    cvPercent: coefficientOfVariation(anova.residual, grandMean),
    treatments,
    blocks,
    replications: null,
    balanced: false,
  };
}

/** Factorial ANOVA with marginal (arithmetic) means of each factor. */
export type FactorialAnova = LinearModelAnova & {
  grandMean: number;
  cvPercent: number;
  /** Arithmetic means per level of each factor (R `model.tables(fit, "means")` when balanced). */
  factorMeans: Record<string, GroupSummary>;
};

/** All interactions of the factors up to `maxOrder`, by degree (R's `A*B*C` term order). */
function factorialTerms(names: string[], maxOrder: number): string[][] {
  const terms: string[][] = [];
  const extend = (start: number, chosen: string[], size: number) => {
    if (chosen.length === size) {
      terms.push(chosen);
      return;
    }
    for (let i = start; i < names.length; i += 1)
      extend(i + 1, [...chosen, names[i] as string], size);
  };
  for (let size = 1; size <= Math.min(maxOrder, names.length); size += 1) extend(0, [], size);
  return terms;
}

/**
 * Factorial ANOVA, optionally in blocks (R: `aov(y ~ block + A*B*C)` for Type I,
 * `car::Anova(lm(...), type = 2 | 3)` with sum-to-zero contrasts for Types II and III). The
 * model holds the block (first) and every interaction of the factors up to `maxOrder`
 * (default: all). Interactions confounded with blocks are aliased (df 0). CV% = 100·√MSE / ȳ.
 * @throws StatsError('notEnoughData') when no residual degrees of freedom remain
 */
export function computeFactorialAnova(input: {
  response: ArrayLike<number>;
  factors: readonly FactorInput[];
  block?: FactorInput;
  type?: 'I' | 'II' | 'III';
  maxOrder?: number;
}): FactorialAnova {
  const names = input.factors.map((factor) => factor.name);
  const terms = factorialTerms(names, input.maxOrder ?? names.length);
  const factors = input.block ? [input.block, ...input.factors] : [...input.factors];
  const anova = computeLinearModelAnova(
    {
      response: input.response,
      factors,
      terms: input.block ? [[input.block.name], ...terms] : terms,
    },
    input.type ?? 'I',
  );
  // the mean of the observations the model used (NaN responses are left out)
  let sum = 0;
  let n = 0;
  for (let i = 0; i < input.response.length; i += 1) {
    const y = input.response[i] as number;
    if (Number.isNaN(y)) continue;
    sum += y;
    n += 1;
  }
  const grandMean = sum / n;
  const factorMeans: Record<string, GroupSummary> = {};
  for (const factor of factors) {
    const encoded = encodeFactor(factor.values, factor.levels);
    factorMeans[factor.name] = summarize(input.response, encoded.codes, encoded.levels);
  }
  return {
    ...anova,
    grandMean,
    cvPercent: coefficientOfVariation(anova.residual, grandMean),
    factorMeans,
  };
}
