/**
 * The REML log-likelihood and its derivatives from the mixed-model equations, for random
 * terms with σ²ₖ·I (no relationship matrix): the sparse-aware path, the equations factorised by
 * multi-level absorption (`nested-structure.ts`, `nested-factor.ts`).
 * A term held at σ²ₖ = 0 leaves the equations (its BLUPs are 0).
 *
 * With C = W'W + diag(σ²ₑ/σ²ₖ) (t = r + q' unknowns), s = C⁻¹W'y, ê = y − Ws:
 * ℓ = −½·[(n − r)·log 2π + (n − t)·log σ²ₑ + Σₖ qₖ·log σ²ₖ + log|C| + y'Py], y'Py = (y'y − s'W'y)/σ²ₑ;
 * ∂ℓ/∂σ²ₖ = −½·[tr(Zₖ'PZₖ) − ‖Zₖ'Py‖²] with tr(Zₖ'PZₖ) = (qₖ − σ²ₑ·tr(C⁻¹ₖₖ)/σ²ₖ)/σ²ₖ and
 * Zₖ'Py = ûₖ/σ²ₖ; the residual's from Σθᵢ·∂ℓ/∂θᵢ = −½·[(n − r) − y'Py] (ℓ is homogeneous in θ);
 * AIᵢⱼ = ½·wᵢ'Pwⱼ with wₖ = VₖPy and Pw = (w − W·C⁻¹W'w)/σ²ₑ.
 *
 * References: Meyer (1989) Genet Sel Evol 21:317; Gilmour, Thompson & Cullis (1995)
 * Biometrics 51:1440; Johnson & Thompson (1995) J Dairy Sci 78:449.
 */
import type { SparseRows } from './absorbed-mme.ts';
import {
  factorise,
  inverseDiagonal,
  inverseQuadratic,
  type NestedFactor,
  solve,
} from './nested-factor.ts';
import { type NestedStructure, nestedStructure } from './nested-structure.ts';

/** The model on the used observations: y, X's nonzeros (r kept columns), the terms' codes. */
export type MmeModel = {
  n: number;
  r: number;
  y: Float64Array;
  /** X by observation: nonzeros with column indices in 0..r−1. */
  x: SparseRows;
  terms: { codes: Int32Array; q: number }[];
  /** Kept fixed columns no two of which share an observation (absorbable), maybe empty. */
  disjointFixed: number[];
};

/** The equations for one set of terms in them (those with σ²ₖ > 0). */
type Layout = {
  included: boolean[];
  /** Offset of each included term's levels among the unknowns (−1 when left out). */
  offset: number[];
  rows: SparseRows;
  structure: NestedStructure;
  rhs: Float64Array;
};

export type MmeEvaluation = {
  logLik: number;
  gradient: Float64Array;
  averageInformation: Float64Array;
  factor: NestedFactor;
  layout: Layout;
  /** C⁻¹W'y over the unknowns (β̂ first, then the included terms' BLUPs). */
  solution: Float64Array;
  /** ê = y − Xβ̂ − Zû. */
  residuals: Float64Array;
  theta: Float64Array;
};

const LOG_2PI = Math.log(2 * Math.PI);

function buildLayout(model: MmeModel, included: boolean[]): Layout {
  const { n, r, x, terms } = model;
  const offset: number[] = [];
  let size = r;
  terms.forEach((term, k) => {
    offset.push(included[k] ? size : -1);
    if (included[k]) size += term.q;
  });
  const width = included.filter(Boolean).length;
  const start = new Int32Array(n + 1);
  const nnz = (x.start[n] as number) + n * width;
  const index = new Int32Array(nnz);
  const value = new Float64Array(nnz);
  let at = 0;
  for (let i = 0; i < n; i += 1) {
    start[i] = at;
    for (let z = x.start[i] as number; z < (x.start[i + 1] as number); z += 1) {
      index[at] = x.index[z] as number;
      value[at++] = x.value[z] as number;
    }
    terms.forEach((term, k) => {
      if (!included[k]) return;
      index[at] = (offset[k] as number) + (term.codes[i] as number);
      value[at++] = 1;
    });
  }
  start[n] = at;
  const rows: SparseRows = { start, index, value, size };
  // groups to absorb while diagonal: each included term's levels, the disjoint fixed columns
  const groups = [model.disjointFixed];
  terms.forEach((term, k) => {
    if (included[k])
      groups.push(Array.from({ length: term.q }, (_, l) => (offset[k] as number) + l));
  });
  const rhs = transposeTimes(rows, model.y);
  return { included, offset, rows, structure: nestedStructure(rows, groups), rhs };
}

/** W'v. */
export function transposeTimes(rows: SparseRows, v: Float64Array): Float64Array {
  const out = new Float64Array(rows.size);
  const n = rows.start.length - 1;
  for (let i = 0; i < n; i += 1)
    for (let z = rows.start[i] as number; z < (rows.start[i + 1] as number); z += 1) {
      const u = rows.index[z] as number;
      out[u] = (out[u] as number) + (rows.value[z] as number) * (v[i] as number);
    }
  return out;
}

/** W·s. */
function times(rows: SparseRows, s: Float64Array): Float64Array {
  const n = rows.start.length - 1;
  const out = new Float64Array(n);
  for (let i = 0; i < n; i += 1) {
    let sum = 0;
    for (let z = rows.start[i] as number; z < (rows.start[i + 1] as number); z += 1)
      sum += (rows.value[z] as number) * (s[rows.index[z] as number] as number);
    out[i] = sum;
  }
  return out;
}

/** w'Pw' ·σ²ₑ = w'w' − (W'w)'C⁻¹(W'w'). */
function pForm(layout: Layout, factor: NestedFactor, w: Float64Array[]): Float64Array {
  const c = w.length;
  const projected = w.map((v) => transposeTimes(layout.rows, v));
  const solved = projected.map((v) => solve(factor, v));
  const out = new Float64Array(c * c);
  for (let i = 0; i < c; i += 1)
    for (let j = 0; j <= i; j += 1) {
      let sum = 0;
      const wi = w[i] as Float64Array;
      const wj = w[j] as Float64Array;
      for (let o = 0; o < wi.length; o += 1) sum += (wi[o] as number) * (wj[o] as number);
      const pi = projected[i] as Float64Array;
      const sj = solved[j] as Float64Array;
      for (let u = 0; u < pi.length; u += 1) sum -= (pi[u] as number) * (sj[u] as number);
      out[i * c + j] = sum;
      out[j * c + i] = sum;
    }
  return out;
}

/**
 * tr(Zₖ'PZₖ)·σ²ₑ = Σ over the levels l of nₗ − (W'zₗ)'C⁻¹(W'zₗ) for a term left out of the
 * equations (zₗ the indicator of level l): each quadratic form from the selected inverse, or by a
 * solve when W'zₗ couples unknowns outside the elimination pattern.
 */
function excludedTrace(model: MmeModel, layout: Layout, factor: NestedFactor, k: number): number {
  const term = model.terms[k] as MmeModel['terms'][number];
  const rows = layout.rows;
  const { n } = model;
  // observations by level
  const start = new Int32Array(term.q + 1);
  for (let i = 0; i < n; i += 1) {
    const next = (term.codes[i] as number) + 1;
    start[next] = (start[next] as number) + 1;
  }
  for (let l = 0; l < term.q; l += 1)
    start[l + 1] = (start[l + 1] as number) + (start[l] as number);
  const fill = start.slice(0, term.q);
  const byLevel = new Int32Array(n);
  for (let i = 0; i < n; i += 1) {
    const code = term.codes[i] as number;
    byLevel[fill[code] as number] = i;
    fill[code] = (fill[code] as number) + 1;
  }
  const w = new Float64Array(rows.size);
  const seen = new Int32Array(rows.size).fill(-1);
  let trace = 0;
  for (let level = 0; level < term.q; level += 1) {
    const support: number[] = [];
    for (let o = start[level] as number; o < (start[level + 1] as number); o += 1) {
      const i = byLevel[o] as number;
      for (let z = rows.start[i] as number; z < (rows.start[i + 1] as number); z += 1) {
        const u = rows.index[z] as number;
        if (seen[u] !== level) {
          seen[u] = level;
          support.push(u);
        }
        w[u] = (w[u] as number) + (rows.value[z] as number);
      }
    }
    let quad = inverseQuadratic(factor, support, w);
    if (quad === null) {
      const solved = solve(factor, w);
      quad = 0;
      for (const u of support) quad += (w[u] as number) * (solved[u] as number);
    }
    trace += (start[level + 1] as number) - (start[level] as number) - quad;
    for (const u of support) w[u] = 0;
  }
  return trace;
}

/** Builds (once per set of included terms) and evaluates the REML quantities at θ. */
export function createMmeEvaluator(model: MmeModel): (theta: Float64Array) => MmeEvaluation | null {
  const layouts = new Map<string, Layout>();
  return (theta) => {
    const { n, r, terms } = model;
    const c = terms.length;
    const residual = theta[c] as number;
    const included = terms.map((_, k) => (theta[k] as number) > 0);
    const key = included.map(Number).join('');
    let layout = layouts.get(key);
    if (!layout) {
      layout = buildLayout(model, included);
      layouts.set(key, layout);
    }
    const lambda = new Float64Array(layout.rows.size);
    terms.forEach((term, k) => {
      if (!included[k]) return;
      const ratio = residual / (theta[k] as number);
      lambda.fill(ratio, layout.offset[k], (layout.offset[k] as number) + term.q);
    });
    const factor = factorise(layout.structure, lambda);
    if (!factor) return null;
    const solution = solve(factor, layout.rhs);
    const fitted = times(layout.rows, solution);
    const residuals = model.y.map((v, i) => v - (fitted[i] as number));
    let yy = 0;
    for (let i = 0; i < n; i += 1) yy += (model.y[i] as number) ** 2;
    let sr = 0;
    for (let u = 0; u < solution.length; u += 1)
      sr += (solution[u] as number) * (layout.rhs[u] as number);
    const yPy = (yy - sr) / residual;
    let logG = 0;
    terms.forEach((term, k) => {
      if (included[k]) logG += term.q * Math.log(theta[k] as number);
    });
    const t = layout.rows.size;
    const logLik =
      -0.5 * ((n - r) * LOG_2PI + (n - t) * Math.log(residual) + logG + factor.logDet + yPy);
    const gradient = new Float64Array(c + 1);
    const w: Float64Array[] = [];
    const py = residuals.map((e) => e / residual);
    let euler = -0.5 * (n - r - yPy);
    terms.forEach((term, k) => {
      const s2 = theta[k] as number;
      // Zₖ'Py by level
      const zpy = new Float64Array(term.q);
      term.codes.forEach((code, i) => {
        zpy[code] = (zpy[code] as number) + (py[i] as number);
      });
      let traceZpz: number;
      if (included[k]) {
        const unknowns = Array.from({ length: term.q }, (_, l) => (layout.offset[k] as number) + l);
        const trace = inverseDiagonal(factor, unknowns).reduce((sum, v) => sum + v, 0);
        traceZpz = (term.q - (residual * trace) / s2) / s2;
      } else traceZpz = excludedTrace(model, layout, factor, k) / residual;
      let zpy2 = 0;
      for (let l = 0; l < term.q; l += 1) zpy2 += (zpy[l] as number) ** 2;
      gradient[k] = -0.5 * (traceZpz - zpy2);
      euler -= s2 * (gradient[k] as number);
      w.push(Float64Array.from(term.codes, (code) => zpy[code] as number));
    });
    gradient[c] = euler / residual;
    w.push(py);
    const form = pForm(layout, factor, w);
    const averageInformation = form.map((v) => (0.5 * v) / residual);
    return { logLik, gradient, averageInformation, factor, layout, solution, residuals, theta };
  };
}
