/**
 * Linear models with factors and numeric covariates, fitted by least squares through a
 * Householder QR decomposition, and their ANOVA tables (sequential Type I, Type II, Type III).
 *
 * The QR pivots as R's LINPACK `dqrdc2` does (R's `lm`/`aov`): columns are taken in model order
 * and a column whose part orthogonal to the previous ones is shorter than 1e-7 of its own length
 * is declared aliased and set aside. Aliased columns get no coefficient and add no degree of
 * freedom, so a term confounded with earlier terms (the N:P:K interaction of Yates' `npk` in
 * blocks) gets df 0.
 *
 * Coding of factors follows R's `model.matrix` (`design-matrix.ts`); the decomposition is in
 * `householder-qr.ts` and estimated marginal means in `marginal-means.ts`.
 *
 * Sizes: O(n·p²) time for n observations and p columns, so this is for designed experiments
 * (tens of columns); balanced one-way and RCBD analyses use the closed forms in `anova.ts`.
 *
 * References: Golub & Van Loan (2013) Matrix Computations §5.2 (Householder QR); Searle (1987)
 * Linear Models for Unbalanced Data (Types I–III); Fox & Weisberg (2019) An R Companion to
 * Applied Regression §5.3.4 (car::Anova).
 */

import { fSurvival, tTwoSidedP } from '../distributions/distributions.ts';
import { StatsError } from '../errors.ts';
import type { AnovaRow, ResidualRow } from './anova.ts';
import {
  buildDesign,
  type Contrasts,
  type Design,
  type LinearModelInput,
  type TermCoding,
} from './design-matrix.ts';
import {
  type Decomposition,
  decompose,
  invertUpper,
  residualSumOfSquares,
} from './householder-qr.ts';

/** One coefficient of a fit; `estimate`… are null when the column is aliased. */
export type Coefficient = {
  name: string;
  term: string;
  estimate: number | null;
  se: number | null;
  t: number | null;
  p: number | null;
};

/** A least-squares fit. `beta` and `unscaledCovariance` are 0 at aliased columns. */
export type LinearModelFit = {
  n: number;
  rank: number;
  dfResidual: number;
  rss: number;
  sigma: number;
  coefficients: Coefficient[];
  design: Design;
  beta: Float64Array;
  aliased: Uint8Array;
  /** (X'X)⁻¹ over the non-aliased columns, p×p row-major. */
  unscaledCovariance: Float64Array;
};

/** Result of a Type I, II or III ANOVA of a linear model. */
export type LinearModelAnova = {
  type: 'I' | 'II' | 'III';
  rows: AnovaRow[];
  /** The intercept's test (Type III only, as car::Anova prints it). */
  intercept?: AnovaRow;
  residual: ResidualRow;
};

function requireResidualDf(n: number, rank: number): number {
  const df = n - rank;
  if (df < 1)
    throw new StatsError('notEnoughData', 'no residual degrees of freedom', {
      key: 'noResidualDf',
    });
  return df;
}

/**
 * Fits `response ~ terms` by least squares (R: `lm`, `aov`).
 * β̂ solves R β = Q'y on the non-aliased columns; σ̂² = RSS/(n − rank); SE(β̂ⱼ) = σ̂·√[(X'X)⁻¹]ⱼⱼ;
 * t = β̂/SE with n − rank df. Assumes independent errors with equal variance.
 * @throws StatsError('notEnoughData') when no residual degrees of freedom remain
 * @throws RangeError when lengths differ or a term names an unknown variable
 */
export function fitLinearModel(
  input: LinearModelInput,
  contrasts: Contrasts = 'treatment',
): LinearModelFit {
  const design = buildDesign(input, contrasts);
  const { n, columns } = design;
  const p = columns.length;
  const qr = decompose(columns, design.y);
  const { rank, r, effects, pivot } = qr;
  const dfResidual = requireResidualDf(n, rank);
  const rss = residualSumOfSquares(effects, rank);
  const sigma = Math.sqrt(rss / dfResidual);
  const rInverse = invertUpper(r, rank);
  const beta = new Float64Array(p);
  const aliased = new Uint8Array(p).fill(1);
  const unscaledCovariance = new Float64Array(p * p);
  for (let i = 0; i < rank; i += 1) {
    let value = 0;
    for (let j = i; j < rank; j += 1)
      value += (rInverse[i * rank + j] as number) * (effects[j] as number);
    const column = pivot[i] as number;
    beta[column] = value;
    aliased[column] = 0;
    for (let j = 0; j < rank; j += 1) {
      let cov = 0;
      for (let l = Math.max(i, j); l < rank; l += 1)
        cov += (rInverse[i * rank + l] as number) * (rInverse[j * rank + l] as number);
      unscaledCovariance[column * p + (pivot[j] as number)] = cov;
    }
  }
  const coefficients = design.columnNames.map((name, j): Coefficient => {
    const t = design.assign[j] as number;
    const term = t < 0 ? '(Intercept)' : (design.terms[t] as TermCoding).name;
    if (aliased[j]) return { name, term, estimate: null, se: null, t: null, p: null };
    const estimate = beta[j] as number;
    const se = sigma * Math.sqrt(unscaledCovariance[j * p + j] as number);
    const tValue = estimate / se;
    return { name, term, estimate, se, t: tValue, p: tTwoSidedP(tValue, dfResidual) };
  });
  return {
    n,
    rank,
    dfResidual,
    rss,
    sigma,
    coefficients,
    design,
    beta,
    aliased,
    unscaledCovariance,
  };
}

/**
 * The ANOVA row of a term: MS = SS/df, F = MS/MSE, p = P(F(df, df_E) > F) (R `anova.lm`);
 * df 0 (an aliased term) gives a row with null F and p.
 */
export function testAnovaTerm(
  source: string,
  df: number,
  ss: number,
  residual: ResidualRow,
): AnovaRow {
  if (df === 0) return { source, df: 0, ss: 0, ms: 0, f: null, p: null };
  const ms = ss / df;
  const f = ms / residual.ms;
  return { source, df, ss, ms, f, p: fSurvival(f, df, residual.df) };
}

function fitColumns(
  design: Design,
  keep: (term: number) => boolean,
): { rss: number; rank: number } {
  const columns = design.columns.filter((_, j) => keep(design.assign[j] as number));
  const qr = decompose(columns, design.y);
  return { rss: residualSumOfSquares(qr.effects, qr.rank), rank: qr.rank };
}

function sequentialRows(design: Design, qr: Decomposition, residual: ResidualRow): AnovaRow[] {
  const ss = new Float64Array(design.terms.length);
  const df = new Int32Array(design.terms.length);
  for (let i = 0; i < qr.rank; i += 1) {
    const t = design.assign[qr.pivot[i] as number] as number;
    if (t < 0) continue;
    ss[t] = (ss[t] as number) + (qr.effects[i] as number) ** 2;
    df[t] = (df[t] as number) + 1;
  }
  return design.terms.map((term, t) =>
    testAnovaTerm(term.name, df[t] as number, ss[t] as number, residual),
  );
}

/** Whether term `outer` contains every variable of term `inner` (and more). */
function contains(outer: TermCoding, inner: TermCoding): boolean {
  return (
    outer.variables.length > inner.variables.length &&
    inner.variables.every((v) => outer.variables.includes(v))
  );
}

function marginalRows(design: Design, type: 'II' | 'III', residual: ResidualRow): AnovaRow[] {
  const full = type === 'III' ? fitColumns(design, () => true) : null;
  return design.terms.map((term, t) => {
    if (type === 'III' && full) {
      const reduced = fitColumns(design, (other) => other !== t);
      return testAnovaTerm(term.name, full.rank - reduced.rank, reduced.rss - full.rss, residual);
    }
    // Type II: SS(term | every term not containing it), the marginality principle
    const isRelative = (other: number) => contains(design.terms[other] as TermCoding, term);
    const withTerm = fitColumns(design, (other) => other < 0 || !isRelative(other));
    const without = fitColumns(design, (other) => other < 0 || (other !== t && !isRelative(other)));
    return testAnovaTerm(
      term.name,
      withTerm.rank - without.rank,
      without.rss - withTerm.rss,
      residual,
    );
  });
}

/**
 * ANOVA table of a linear model (R: `anova(lm(...))` for Type I, `car::Anova(type = 2 | 3)`).
 * - Type I: sequential SS, each term adjusted for the terms before it (order matters when
 *   unbalanced): the squared Q'y effects of its columns.
 * - Type II: SS(term | all terms not containing it) = RSS(without term and its higher-order
 *   relatives) − RSS(without the relatives).
 * - Type III: SS(term | all other terms) = RSS(without the term's columns) − RSS(full), with
 *   sum-to-zero contrasts as car::Anova requires (`options(contrasts = c("contr.sum", …))`);
 *   the intercept's test is returned too.
 * F = MS/MSE with the full model's residual; aliased terms have df 0 and no F.
 * @throws StatsError('notEnoughData') when no residual degrees of freedom remain
 */
export function computeLinearModelAnova(
  input: LinearModelInput,
  type: 'I' | 'II' | 'III' = 'I',
): LinearModelAnova {
  const design = buildDesign(input, type === 'III' ? 'sum' : 'treatment');
  const qr = decompose(design.columns, design.y);
  const df = requireResidualDf(design.n, qr.rank);
  const rss = residualSumOfSquares(qr.effects, qr.rank);
  const residual: ResidualRow = { df, ss: rss, ms: rss / df };
  if (type === 'I') return { type, rows: sequentialRows(design, qr, residual), residual };
  const rows = marginalRows(design, type, residual);
  if (type === 'II') return { type, rows, residual };
  const noIntercept = fitColumns(design, (term) => term >= 0);
  const intercept = testAnovaTerm(
    '(Intercept)',
    qr.rank - noIntercept.rank,
    noIntercept.rss - rss,
    residual,
  );
  return { type, rows, intercept, residual };
}
