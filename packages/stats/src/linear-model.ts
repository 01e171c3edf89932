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
 * Coding of factors follows R's `model.matrix`: treatment contrasts (`contr.treatment`, the
 * first level is the reference) or sum-to-zero contrasts (`contr.sum`); in an interaction a
 * factor is coded by contrasts when the term without it is in the model and by indicators
 * otherwise; the first variable of an interaction varies fastest.
 *
 * Sizes: O(n·p²) time for n observations and p columns, so this is for designed experiments
 * (tens of columns); balanced one-way and RCBD analyses use the closed forms in `anova.ts`.
 *
 * References: Golub & Van Loan (2013) Matrix Computations §5.2 (Householder QR); Searle (1987)
 * Linear Models for Unbalanced Data (Types I–III); Fox & Weisberg (2019) An R Companion to
 * Applied Regression §5.3.4 (car::Anova); Lenth (2016) J. Stat. Softw. 69(1) (emmeans).
 */
import type { AnovaRow, ResidualRow } from './anova.ts';
import { fSurvival, tQuantile, tTwoSidedP } from './distributions.ts';
import { StatsError } from './errors.ts';

/** A categorical predictor (treatment, block, variety): one label per observation. */
export type FactorInput = {
  name: string;
  values: ArrayLike<string | number>;
  /** Level order; the first level is the reference of treatment coding. Default: sorted labels. */
  levels?: readonly string[];
};

/** A numeric predictor (covariate), one value per observation. */
export type CovariateInput = { name: string; values: ArrayLike<number> };

/** A model `response ~ term1 + term2 + …` with an intercept. */
export type LinearModelInput = {
  response: ArrayLike<number>;
  factors?: readonly FactorInput[];
  covariates?: readonly CovariateInput[];
  /** Terms in model order, each the names of its variables: `[['block'], ['N'], ['N', 'P']]`. */
  terms: readonly (readonly string[])[];
};

/** Factor coding: R's `contr.treatment` or `contr.sum`. */
export type Contrasts = 'treatment' | 'sum';

/** Labels turned into level indices. */
export type EncodedFactor = { codes: Int32Array; levels: string[] };

/** One coefficient of a fit; `estimate`… are null when the column is aliased. */
export type Coefficient = {
  name: string;
  term: string;
  estimate: number | null;
  se: number | null;
  t: number | null;
  p: number | null;
};

/** Column metadata shared by the design matrix and the rows built for marginal means. */
type Variable =
  | { kind: 'factor'; name: string; codes: Int32Array; levels: string[] }
  | { kind: 'covariate'; name: string; values: Float64Array; mean: number };

type FactorVariable = Extract<Variable, { kind: 'factor' }>;

/** Columns of one variable or term, with R-style labels. */
type CodeColumns = { columns: Float64Array[]; labels: string[] };

type TermCoding = { name: string; variables: number[]; indicator: boolean[] };

type Design = {
  n: number;
  y: Float64Array;
  variables: Variable[];
  terms: TermCoding[];
  contrasts: Contrasts;
  columns: Float64Array[];
  columnNames: string[];
  /** Term index of each column, −1 for the intercept. */
  assign: Int32Array;
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

const ALIAS_TOLERANCE = 1e-7;

const COLLATOR = new Intl.Collator('en');

function sortLevels(labels: string[]): string[] {
  const numeric = labels.every((label) => label.trim() !== '' && Number.isFinite(Number(label)));
  return numeric ? labels.sort((a, b) => Number(a) - Number(b)) : labels.sort(COLLATOR.compare);
}

/**
 * Encodes labels as level indices, like R's `factor(values, levels)`. Without `levels` the
 * levels are the distinct labels sorted (numerically when all are numbers, else alphabetically).
 * @throws RangeError when a label is not one of the given levels
 */
export function encodeFactor(
  values: ArrayLike<string | number>,
  levels?: readonly string[],
): EncodedFactor {
  const index = new Map<string, number>(levels?.map((level, i) => [level, i]));
  const codes = new Int32Array(values.length);
  for (let i = 0; i < values.length; i += 1) {
    const label = String(values[i]);
    let code = index.get(label);
    if (code === undefined) {
      if (levels) throw new RangeError(`"${label}" is not a level of the factor`);
      code = index.size;
      index.set(label, code);
    }
    codes[i] = code;
  }
  if (levels) return { codes, levels: [...levels] };
  // codes are in order of first appearance so far: renumber them in sorted level order
  const sorted = sortLevels([...index.keys()]);
  const renumber = new Int32Array(sorted.length);
  sorted.forEach((level, rank) => {
    renumber[index.get(level) as number] = rank;
  });
  for (let i = 0; i < codes.length; i += 1) codes[i] = renumber[codes[i] as number] as number;
  return { codes, levels: sorted };
}

/** Coding matrix of a factor (k×m row-major) and the column labels. */
function codingMatrix(k: number, kind: Contrasts | 'indicator'): { m: number; matrix: number[] } {
  const m = kind === 'indicator' ? k : k - 1;
  const matrix = new Array<number>(k * m).fill(0);
  for (let level = 0; level < k; level += 1) {
    for (let c = 0; c < m; c += 1) {
      let value = 0;
      if (kind === 'indicator') value = level === c ? 1 : 0;
      else if (kind === 'treatment') value = level === c + 1 ? 1 : 0;
      else value = level === c ? 1 : level === k - 1 ? -1 : 0;
      matrix[level * m + c] = value;
    }
  }
  return { m, matrix };
}

function codingLabels(levels: string[], kind: Contrasts | 'indicator'): string[] {
  if (kind === 'indicator') return levels;
  if (kind === 'treatment') return levels.slice(1);
  return levels.slice(0, -1).map((_, i) => String(i + 1));
}

/** Indices of the observations with a finite response and covariates (R's `na.omit`). */
function completeRows(input: LinearModelInput): number[] {
  const n = input.response.length;
  const series = [input.response, ...(input.covariates ?? []).map((c) => c.values)];
  for (const values of [...series, ...(input.factors ?? []).map((f) => f.values)]) {
    if (values.length !== n) throw new RangeError('every variable needs one value per observation');
  }
  const rows: number[] = [];
  for (let i = 0; i < n; i += 1) {
    if (series.every((values) => Number.isFinite(values[i] as number))) rows.push(i);
  }
  return rows;
}

function readVariables(input: LinearModelInput, rows: number[]): Variable[] {
  const variables: Variable[] = [];
  for (const factor of input.factors ?? []) {
    const labels = rows.map((i) => factor.values[i] as string | number);
    const { codes, levels } = encodeFactor(labels, factor.levels);
    variables.push({ kind: 'factor', name: factor.name, codes, levels });
  }
  for (const covariate of input.covariates ?? []) {
    const values = Float64Array.from(rows, (i) => covariate.values[i] as number);
    const mean = values.reduce((sum, v) => sum + v, 0) / rows.length;
    variables.push({ kind: 'covariate', name: covariate.name, values, mean });
  }
  return variables;
}

/** R's rule: a factor is coded by contrasts when the term without it is in the model. */
function codeTerms(input: LinearModelInput, variables: Variable[]): TermCoding[] {
  const names = variables.map((v) => v.name);
  const keys = new Set(input.terms.map((term) => [...term].sort().join(':')));
  return input.terms.map((term) => {
    const indices = term.map((name) => {
      const index = names.indexOf(name);
      if (index < 0) throw new RangeError(`unknown variable ${name} in the model`);
      return index;
    });
    const indicator = term.map((name) => {
      const rest = term.filter((other) => other !== name);
      return rest.length > 0 && !keys.has([...rest].sort().join(':'));
    });
    return { name: term.join(':'), variables: indices, indicator };
  });
}

/**
 * Columns of one term from per-variable code columns (each an array of columns of equal
 * length): the products of one column per variable, the first variable varying fastest.
 */
function expandTerm(parts: CodeColumns[]): CodeColumns {
  const length = parts[0]?.columns[0]?.length ?? 0;
  let columns: Float64Array[] = [new Float64Array(length).fill(1)];
  let labels = [''];
  for (const part of parts) {
    const next: Float64Array[] = [];
    const nextLabels: string[] = [];
    part.columns.forEach((code, c) => {
      columns.forEach((column, e) => {
        next.push(column.map((value, i) => value * (code[i] as number)));
        const label = part.labels[c] as string;
        nextLabels.push(labels[e] ? `${labels[e]}:${label}` : label);
      });
    });
    columns = next;
    labels = nextLabels;
  }
  return { columns, labels };
}

function factorCoding(variable: FactorVariable, indicator: boolean, contrasts: Contrasts) {
  const kind = indicator ? 'indicator' : contrasts;
  const { m, matrix } = codingMatrix(variable.levels.length, kind);
  const labels = codingLabels(variable.levels, kind).map((label) => `${variable.name}${label}`);
  return { m, matrix, labels };
}

/** Code columns of one variable over the observations. */
function observationColumns(
  variable: Variable,
  indicator: boolean,
  contrasts: Contrasts,
): CodeColumns {
  if (variable.kind === 'covariate') return { columns: [variable.values], labels: [variable.name] };
  const { m, matrix, labels } = factorCoding(variable, indicator, contrasts);
  const columns = Array.from({ length: m }, (_, c) =>
    Float64Array.from(variable.codes, (code) => matrix[code * m + c] as number),
  );
  return { columns, labels };
}

/**
 * Code columns of one variable for a reference-grid row: a factor's level `weights` (one-hot,
 * or 1/k each when averaged over its levels) times its coding matrix; a covariate at its mean.
 */
function gridColumns(
  variable: Variable,
  indicator: boolean,
  contrasts: Contrasts,
  weights: Float64Array,
): CodeColumns {
  if (variable.kind === 'covariate')
    return { columns: [Float64Array.of(variable.mean)], labels: [variable.name] };
  const { m, matrix, labels } = factorCoding(variable, indicator, contrasts);
  const columns = Array.from({ length: m }, (_, c) => {
    let value = 0;
    weights.forEach((w, level) => {
      value += w * (matrix[level * m + c] as number);
    });
    return Float64Array.of(value);
  });
  return { columns, labels };
}

function buildDesign(input: LinearModelInput, contrasts: Contrasts): Design {
  const rows = completeRows(input);
  const n = rows.length;
  const y = Float64Array.from(rows, (i) => input.response[i] as number);
  const variables = readVariables(input, rows);
  const terms = codeTerms(input, variables);
  const columns: Float64Array[] = [new Float64Array(n).fill(1)];
  const columnNames = ['(Intercept)'];
  const assign = [-1];
  terms.forEach((term, t) => {
    const expanded = expandTerm(
      term.variables.map((v, i) =>
        observationColumns(variables[v] as Variable, term.indicator[i] as boolean, contrasts),
      ),
    );
    columns.push(...expanded.columns);
    columnNames.push(...expanded.labels);
    for (let c = 0; c < expanded.columns.length; c += 1) assign.push(t);
  });
  return {
    n,
    y,
    variables,
    terms,
    contrasts,
    columns,
    columnNames,
    assign: Int32Array.from(assign),
  };
}

/** Householder QR of selected columns with dqrdc2-style limited pivoting. */
type Decomposition = {
  /** Selected column positions in pivoted order: the first `rank` are independent. */
  pivot: number[];
  rank: number;
  /** Upper triangle R (rank×rank, row-major). */
  r: Float64Array;
  /** Q'y. */
  effects: Float64Array;
};

function decompose(columns: Float64Array[], y: Float64Array): Decomposition {
  const n = y.length;
  const work = columns.map((column) => Float64Array.from(column));
  const original = work.map((column) => Math.sqrt(column.reduce((sum, x) => sum + x * x, 0)) || 1);
  const effects = Float64Array.from(y);
  const kept: number[] = [];
  const aliased: number[] = [];
  const reflectors: { v: Float64Array; tau: number }[] = [];
  for (let j = 0; j < work.length; j += 1) {
    const k = kept.length;
    const column = work[j] as Float64Array;
    let norm2 = 0;
    for (let i = k; i < n; i += 1) norm2 += (column[i] as number) ** 2;
    const norm = Math.sqrt(norm2);
    if (k >= n || norm < ALIAS_TOLERANCE * (original[j] as number)) {
      aliased.push(j);
      continue;
    }
    const alpha = (column[k] as number) >= 0 ? -norm : norm;
    const v = column.slice(k);
    v[0] = (v[0] as number) - alpha;
    const tau = 2 / v.reduce((sum, x) => sum + x * x, 0);
    reflectors.push({ v, tau });
    for (let later = j; later < work.length; later += 1)
      reflect(work[later] as Float64Array, v, tau, k);
    reflect(effects, v, tau, k);
    kept.push(j);
  }
  const rank = kept.length;
  const r = new Float64Array(rank * rank);
  kept.forEach((j, col) => {
    const column = work[j] as Float64Array;
    for (let row = 0; row <= col; row += 1) r[row * rank + col] = column[row] as number;
  });
  return { pivot: [...kept, ...aliased], rank, r, effects };
}

/** x[k..] ← (I − τ v v') x[k..]. */
function reflect(x: Float64Array, v: Float64Array, tau: number, k: number): void {
  let dot = 0;
  for (let i = 0; i < v.length; i += 1) dot += (v[i] as number) * (x[k + i] as number);
  const scale = tau * dot;
  for (let i = 0; i < v.length; i += 1) x[k + i] = (x[k + i] as number) - scale * (v[i] as number);
}

function residualSumOfSquares(effects: Float64Array, rank: number): number {
  let rss = 0;
  for (let i = rank; i < effects.length; i += 1) rss += (effects[i] as number) ** 2;
  return rss;
}

/** Inverse of an upper-triangular matrix (row-major, size m). */
function invertUpper(r: Float64Array, m: number): Float64Array {
  const inv = new Float64Array(m * m);
  for (let j = m - 1; j >= 0; j -= 1) {
    inv[j * m + j] = 1 / (r[j * m + j] as number);
    for (let i = j - 1; i >= 0; i -= 1) {
      let sum = 0;
      for (let l = i + 1; l <= j; l += 1)
        sum += (r[i * m + l] as number) * (inv[l * m + j] as number);
      inv[i * m + j] = -sum / (r[i * m + i] as number);
    }
  }
  return inv;
}

function requireResidualDf(n: number, rank: number): number {
  const df = n - rank;
  if (df < 1) throw new StatsError('notEnoughData', 'no residual degrees of freedom');
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

/** A linear function ℓ'β of the coefficients with its standard error and t test. */
export type Estimate = { estimate: number; se: number; df: number; t: number; p: number };

/**
 * Estimates ℓ'β with SE = σ̂·√(ℓ'(X'X)⁻¹ℓ) on n − rank df (aliased coefficients count as 0,
 * so ℓ must be estimable). Reference: Searle (1971) Linear Models §5.4.
 */
export function estimateLinearFunction(fit: LinearModelFit, l: ArrayLike<number>): Estimate {
  const p = fit.beta.length;
  let estimate = 0;
  let quadratic = 0;
  for (let i = 0; i < p; i += 1) {
    const li = l[i] as number;
    if (li === 0) continue;
    estimate += li * (fit.beta[i] as number);
    for (let j = 0; j < p; j += 1)
      quadratic += li * (l[j] as number) * (fit.unscaledCovariance[i * p + j] as number);
  }
  const se = fit.sigma * Math.sqrt(quadratic);
  const t = estimate / se;
  return { estimate, se, df: fit.dfResidual, t, p: tTwoSidedP(t, fit.dfResidual) };
}

/** Estimated marginal means of one factor, with the ℓ vectors that define them. */
export type MarginalMeans = {
  factor: string;
  levels: string[];
  means: number[];
  se: number[];
  df: number;
  lower: number[];
  upper: number[];
  /** ℓ for each level: mean = ℓ'β (differences of these give contrasts). */
  weights: Float64Array[];
};

/** The design row of the reference grid averaged over every factor except `target` = `level`. */
function gridRow(design: Design, target: number, level: number): Float64Array {
  const row: number[] = [1];
  for (const term of design.terms) {
    const parts = term.variables.map((v, i) => {
      const variable = design.variables[v] as Variable;
      const k = variable.kind === 'factor' ? variable.levels.length : 0;
      const weights = new Float64Array(k).fill(v === target ? 0 : 1 / k);
      if (v === target) weights[level] = 1;
      return gridColumns(variable, term.indicator[i] as boolean, design.contrasts, weights);
    });
    for (const column of expandTerm(parts).columns) row.push(column[0] as number);
  }
  return Float64Array.from(row);
}

/**
 * Least-squares (estimated marginal) means of `factor` (R: `emmeans(fit, ~ factor)`): the
 * prediction at each level, averaged with equal weights over the levels of the other factors,
 * covariates at their means. CI: mean ± t(1 − α/2, n − rank)·SE.
 * @throws RangeError when `factor` is not a factor of the model
 */
export function computeMarginalMeans(
  fit: LinearModelFit,
  factor: string,
  confidence = 0.95,
): MarginalMeans {
  const { design } = fit;
  const target = design.variables.findIndex((v) => v.name === factor && v.kind === 'factor');
  const variable = design.variables[target];
  if (variable?.kind !== 'factor') throw new RangeError(`${factor} is not a factor`);
  const tCritical = tQuantile(1 - (1 - confidence) / 2, fit.dfResidual);
  const weights = variable.levels.map((_, level) => gridRow(design, target, level));
  const estimates = weights.map((l) => estimateLinearFunction(fit, l));
  return {
    factor,
    levels: variable.levels,
    means: estimates.map((e) => e.estimate),
    se: estimates.map((e) => e.se),
    df: fit.dfResidual,
    lower: estimates.map((e) => e.estimate - tCritical * e.se),
    upper: estimates.map((e) => e.estimate + tCritical * e.se),
    weights,
  };
}
