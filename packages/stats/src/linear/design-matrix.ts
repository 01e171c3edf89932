/**
 * The design (model) matrix of a linear model with factors and numeric covariates, as R's
 * `model.matrix` codes it: treatment contrasts (`contr.treatment`, the first level is the
 * reference) or sum-to-zero contrasts (`contr.sum`); in an interaction a factor is coded by
 * contrasts when the term without it is in the model and by indicators otherwise; the first
 * variable of an interaction varies fastest. Also the rows of the reference grid that marginal
 * means average over.
 *
 * Reference: R `model.matrix`, `contr.treatment`, `contr.sum`.
 */
import { encodeFactor } from './encode-factor.ts';

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

/** Column metadata shared by the design matrix and the rows built for marginal means. */
export type Variable =
  | { kind: 'factor'; name: string; codes: Int32Array; levels: string[] }
  | { kind: 'covariate'; name: string; values: Float64Array; mean: number };

type FactorVariable = Extract<Variable, { kind: 'factor' }>;

/** Columns of one variable or term, with R-style labels. */
export type CodeColumns = { columns: Float64Array[]; labels: string[] };

export type TermCoding = { name: string; variables: number[]; indicator: boolean[] };

/** The model matrix X (columns with R-style names and their terms) and the response. */
export type Design = {
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

/** Coding matrix of a factor (k×m row-major) and the column labels. */
function codingMatrix(
  k: number,
  kind: Contrasts | 'indicator',
): { m: number; matrix: Float64Array } {
  const m = kind === 'indicator' ? k : k - 1;
  const matrix = new Float64Array(k * m);
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
export function expandTerm(parts: CodeColumns[]): CodeColumns {
  const length = parts[0]?.columns[0]?.length ?? 0;
  let columns: Float64Array[] = [new Float64Array(length).fill(1)];
  let labels = [''];
  for (const part of parts) {
    const next: Float64Array[] = [];
    const nextLabels: string[] = [];
    part.columns.forEach((code, c) => {
      columns.forEach((column, e) => {
        // the first variable times the column of ones is the variable's own column
        if (!labels[e]) next.push(Float64Array.from(code));
        else {
          const product = new Float64Array(length);
          for (let i = 0; i < length; i += 1)
            product[i] = (column[i] as number) * (code[i] as number);
          next.push(product);
        }
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
  const columns = Array.from({ length: m }, () => new Float64Array(variable.codes.length));
  // each level's nonzero codes (one for treatment or indicator coding), then one pass
  const nonzero = Array.from({ length: variable.levels.length }, (_, level) => {
    const cells: number[] = [];
    for (let c = 0; c < m; c += 1) if (matrix[level * m + c] !== 0) cells.push(c);
    return cells;
  });
  variable.codes.forEach((code, i) => {
    for (const c of nonzero[code] as number[])
      (columns[c] as Float64Array)[i] = matrix[code * m + c] as number;
  });
  return { columns, labels };
}

/**
 * Code columns of one variable for a reference-grid row: a factor's level `weights` (one-hot,
 * or 1/k each when averaged over its levels) times its coding matrix; a covariate at its mean.
 */
export function gridColumns(
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

/**
 * The design matrix of `response ~ terms` with an intercept, as R's `model.matrix` builds it, on
 * the complete observations (R's `na.omit`).
 * @throws RangeError when lengths differ or a term names an unknown variable
 */
export function buildDesign(input: LinearModelInput, contrasts: Contrasts): Design {
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
