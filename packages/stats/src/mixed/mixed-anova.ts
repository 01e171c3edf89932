/**
 * ANOVA tables of the fixed terms of a mixed model: F tests of Type I (sequential) and Type III
 * hypotheses with Satterthwaite's denominator df, as lmerTest's `anova(fit, type = 1 | 3)`.
 *
 * The F test of a hypothesis does not depend on which basis L spans it, but Satterthwaite's
 * multi-df denominator (`satterthwaite.ts`) does, so the contrasts are built as lmerTest builds
 * them:
 * - Type I: the rows of the unit upper triangle of X'X's Doolittle (LU) factorisation that
 *   belong to the term (lmerTest `get_contrasts_type1`);
 * - Type III: the Type III contrasts of the treatment-coded model (the cell-mean coefficients of
 *   the treatment columns, each term made orthogonal to the terms that contain it, highest order
 *   first: lmerTest `extract_contrasts_type3`), mapped to the fit's coding by X_trt⁺·X (lmerTest
 *   `get_contrasts_type3`). A model with one term gets the Type I contrasts, as lmerTest does.
 * Sum of squares and mean square are lmerTest's: MS = F·σ̂²ₑ, SS = MS·numDf.
 *
 * References: Kuznetsova, Brockhoff & Christensen (2017) J. Stat. Softw. 82(13); Goodnight
 * (1980) Am. Stat. 34:149 (Type III hypotheses); SAS/STAT "The Four Types of Estimable Functions".
 */
import { Matrix, pseudoInverse } from 'ml-matrix';
import {
  buildDesign,
  type CodeColumns,
  type Design,
  expandTerm,
  type LinearModelInput,
} from '../linear/design-matrix.ts';
import { decompose } from '../linear/householder-qr.ts';
import { type SatterthwaiteFTest, satterthwaiteFTest } from './satterthwaite.ts';
import type { MixedModelFit } from './types.ts';

/** One term's F test. */
export type MixedAnovaRow = SatterthwaiteFTest & { term: string };

export type MixedAnova = { type: 'I' | 'III'; rows: MixedAnovaRow[] };

/** R's `zapsmall(x, digits = 7)`: rounds every entry to 7 significant digits of the largest. */
function zapsmall(m: number[][]): number[][] {
  let largest = 0;
  for (const row of m) for (const v of row) largest = Math.max(largest, Math.abs(v));
  const digits = largest > 0 ? Math.max(0, 7 - Math.ceil(Math.log10(largest))) : 7;
  const scale = 10 ** digits;
  return m.map((row) => row.map((v) => Math.round(v * scale) / scale + 0));
}

/** Columns (each of length n) → an n×k Matrix. */
function toMatrix(columns: readonly Float64Array[]): Matrix {
  const n = columns[0]?.length ?? 0;
  const m = new Matrix(n, columns.length);
  columns.forEach((column, j) => {
    for (let i = 0; i < n; i += 1) m.set(i, j, column[i] as number);
  });
  return m;
}

/** lmerTest's `doolittle(X'X)`: the rows of t(L) (unit upper triangle), with its 1e-6 zeroing. */
function doolittleRows(x: Matrix): number[][] {
  const a = x.transpose().mmul(x).to2DArray();
  const n = a.length;
  const eps = 1e-6;
  const l = a.map((_, i) => a.map((__, j) => (i === j ? 1 : 0)));
  const u = a.map(() => new Array<number>(n).fill(0));
  for (let i = 0; i < n; i += 1) {
    const li = l[i] as number[];
    const ui = u[i] as number[];
    for (let j = 0; j < n; j += 1) {
      let value = (a[i] as number[])[j] as number;
      for (let k = 0; k < i; k += 1) value -= (li[k] as number) * ((u[k] as number[])[j] as number);
      ui[j] = value;
    }
    for (let j = i + 1; j < n; j += 1) {
      const lj = l[j] as number[];
      let value = (a[j] as number[])[i] as number;
      for (let k = 0; k < i; k += 1) value -= (lj[k] as number) * ((u[k] as number[])[i] as number);
      lj[i] = Math.abs(ui[i] as number) < eps ? 0 : value / (ui[i] as number);
    }
  }
  // t(L): row i holds L[j][i] for j ≥ i
  return a.map((_, i) =>
    a.map((__, j) => {
      const v = (l[j] as number[])[i] as number;
      return Math.abs(v) < eps ? 0 : v;
    }),
  );
}

/** The model's input rebuilt from its design, to code it again (treatment contrasts). */
function inputOf(design: Design): LinearModelInput {
  const factors = [];
  const covariates = [];
  for (const v of design.variables) {
    if (v.kind === 'factor')
      factors.push({
        name: v.name,
        values: Array.from(v.codes, (c) => v.levels[c] as string),
        levels: v.levels,
      });
    else covariates.push({ name: v.name, values: v.values });
  }
  const terms = design.terms.map((t) =>
    t.variables.map((i) => design.variables[i]?.name as string),
  );
  return { response: design.y, factors, covariates, terms };
}

/** Indices of columns that are not aliased (R's lm rule), as lme4 keeps them. */
function fullRankColumns(design: Design): number[] {
  const qr = decompose(design.columns, design.y);
  return qr.pivot.slice(0, qr.rank).sort((a, b) => a - b);
}

/** R's `model.matrix(~ 0 + term)` for every term, after an intercept column: named columns. */
function cellColumns(design: Design): CodeColumns {
  const columns: Float64Array[] = [new Float64Array(design.n).fill(1)];
  const labels = ['(Intercept)'];
  for (const term of design.terms) {
    const parts = term.variables.map((index): CodeColumns => {
      const v = design.variables[index];
      if (!v || v.kind === 'covariate')
        return { columns: [v?.values ?? new Float64Array()], labels: [v?.name ?? ''] };
      return {
        columns: v.levels.map((_, level) =>
          Float64Array.from(v.codes, (c) => (c === level ? 1 : 0)),
        ),
        labels: v.levels.map((level) => `${v.name}${level}`),
      };
    });
    const expanded = expandTerm(parts);
    columns.push(...expanded.columns);
    labels.push(...expanded.labels);
  }
  return { columns, labels };
}

/**
 * For each term, the terms containing it (lmerTest `containment`): more variables and the same
 * covariates, where a term's variables are those R's `terms` marks 1, i.e. coded by contrasts
 * (in `site + site:rep`, `site:rep` codes site by indicators, so it does not contain `site`).
 */
function containment(design: Design): number[][] {
  const covariate = (i: number) => design.variables[i]?.kind === 'covariate';
  const vars = design.terms.map((term) => term.variables.filter((_, i) => !term.indicator[i]));
  return vars.map((mine) =>
    vars.flatMap((other, o) => {
      const inside = mine.every((v) => other.includes(v));
      const larger = other.some((v) => !mine.includes(v));
      const a = mine.filter(covariate).sort().join();
      const b = other.filter(covariate).sort().join();
      return inside && larger && a === b ? [o] : [];
    }),
  );
}

/** Residuals of the columns `y` of m regressed on the columns `x` (over m's rows). */
function residualize(m: Matrix, x: number[], y: number[]): void {
  const xs = m.subMatrixColumn(x);
  const ys = m.subMatrixColumn(y);
  const fitted = xs.mmul(pseudoInverse(xs).mmul(ys));
  const residual = zapsmall(ys.sub(fitted).to2DArray());
  y.forEach((column, k) => {
    residual.forEach((row, i) => {
      m.set(i, column, row[k] as number);
    });
  });
}

/** lmerTest's Type III contrasts of each term over the fit's kept columns. */
function typeThreeRows(design: Design, kept: number[]): number[][][] {
  const treatment = buildDesign(inputOf(design), 'treatment');
  const trtKept = fullRankColumns(treatment);
  const xt = toMatrix(trtKept.map((c) => treatment.columns[c] as Float64Array));
  const xtInverse = pseudoInverse(xt);
  const cells = cellColumns(design);
  // L (cells × treatment columns): coefficients of each cell column in the treatment model
  const l = new Matrix(zapsmall(xtInverse.mmul(toMatrix(cells.columns)).transpose().to2DArray()));
  const termColumns = design.terms.map((_, t) =>
    trtKept.flatMap((c, j) => (treatment.assign[c] === t ? [j] : [])),
  );
  const contains = containment(design);
  const order = design.terms
    .map((term, t) => ({ t, degree: term.variables.length }))
    .sort((a, b) => b.degree - a.degree || a.t - b.t);
  for (const { t } of order) {
    const inside = (contains[t] as number[]).flatMap((o) => termColumns[o] as number[]);
    if (inside.length > 0) residualize(l, inside, termColumns[t] as number[]);
  }
  const names = trtKept.map((c) => treatment.columnNames[c] as string);
  const rowOf = names.map((name) => cells.labels.indexOf(name));
  if (rowOf.some((r) => r < 0)) throw new RangeError('a treatment column has no cell column');
  const map = zapsmall(
    xtInverse.mmul(toMatrix(kept.map((c) => design.columns[c] as Float64Array))).to2DArray(),
  );
  return termColumns.map((columns) => {
    const rows = columns
      .map((j) => rowOf.map((r) => l.get(r, j)))
      .filter((row) => row.reduce((sum, v) => sum + Math.abs(v), 0) > 1e-8);
    return rows.map((row) =>
      kept.map((_, k) =>
        row.reduce((sum, v, i) => sum + v * ((map[i] as number[])[k] as number), 0),
      ),
    );
  });
}

/** lmerTest's Type I contrasts of each term over the `kept` columns of `design`. */
function typeOneRows(design: Design, kept: number[]): number[][][] {
  const rows = doolittleRows(toMatrix(kept.map((c) => design.columns[c] as Float64Array)));
  return design.terms.map((_, t) =>
    kept.flatMap((c, i) => (design.assign[c] === t ? [rows[i] as number[]] : [])),
  );
}

/**
 * A one-term model's Type III test: lmerTest's Type I contrasts of the model coded with sum-to-zero
 * contrasts (so the df do not depend on the fit's coding), mapped to the fit's columns.
 */
function sumCodedTypeOneRows(design: Design, kept: number[]): number[][][] {
  const sum = buildDesign(inputOf(design), 'sum');
  const sumKept = fullRankColumns(sum);
  const xs = toMatrix(sumKept.map((c) => sum.columns[c] as Float64Array));
  const x = toMatrix(kept.map((c) => design.columns[c] as Float64Array));
  const map = zapsmall(pseudoInverse(xs).mmul(x).to2DArray());
  return typeOneRows(sum, sumKept).map((rows) =>
    rows.map((row) =>
      kept.map((_, k) => row.reduce((s, v, i) => s + v * ((map[i] as number[])[k] as number), 0)),
    ),
  );
}

/**
 * F tests of every fixed term of a mixed model with Satterthwaite's df (R: `anova(fit, type = 3)`
 * of lmerTest, the default; `type = 1` sequential). Type III hypotheses do not depend on the
 * coding of the factors (a one-term model is tested as lmerTest tests it coded with sum-to-zero
 * contrasts); Type I uses the fit's coding, as lmerTest. Terms without an estimable row are left out.
 */
export function computeMixedAnova(fit: MixedModelFit, type: 'I' | 'III' = 'III'): MixedAnova {
  const { design } = fit;
  const p = fit.beta.length;
  const kept = [...Array(p).keys()].filter((c) => fit.aliased[c] === 0);
  let byTerm: number[][][];
  if (type === 'III' && design.terms.length > 1 && kept.length > 1)
    byTerm = typeThreeRows(design, kept);
  else if (type === 'III') byTerm = sumCodedTypeOneRows(design, kept);
  else byTerm = typeOneRows(design, kept);
  const rows: MixedAnovaRow[] = [];
  byTerm.forEach((termRows, t) => {
    if (termRows.length === 0) return;
    const full = termRows.map((row) => {
      const out = new Float64Array(p);
      kept.forEach((c, k) => {
        out[c] = row[k] as number;
      });
      return out;
    });
    const term = design.terms[t]?.name as string;
    rows.push({ term, ...satterthwaiteFTest(fit, full) });
  });
  return { type, rows };
}
