/**
 * REML with one relationship-matrix term and one record per level (GBLUP: y = Xβ + u + e,
 * u ~ N(0, σ²g·K)): K over the observed levels is reduced once to tridiagonal form,
 * K_oo = Q·T·Q' (O(n³), Householder), after which V = Q·(σ²g·T + σ²ₑ·I)·Q' makes every REML
 * evaluation O(n·r²): log|V| = log|M|, V⁻¹ = Q·M⁻¹·Q', tr(PVₖ) from the bands of M⁻¹.
 * K may be singular (semi-definite): it is never inverted. At the optimum one Cholesky factor of
 * V gives diag(V⁻¹) for the prediction error variances of the observed levels and kₐ'V⁻¹kₐ for
 * the others (`squaredSolutionNorms`).
 *
 * In the rotated space (y* = Q'y, X* = Q'X, T_g = T, T_ₑ = I, P* = M⁻¹ − M⁻¹X*CX*'M⁻¹):
 * ∂ℓ/∂θₖ = −½·[tr(M⁻¹Tₖ) − tr(C·X*'M⁻¹TₖM⁻¹X*) − y*'P*TₖP*y*], AIₖₗ = ½·(TₖP*y*)'P*(TₗP*y*).
 * PEV of an observed level j: σ²g·Kⱼⱼ − σ⁴g·kⱼ'Pkⱼ with kⱼ = K_oo·eⱼ = (V − σ²ₑI)eⱼ/σ²g.
 *
 * References: Golub & Van Loan (2013) §8.3; Kang et al. (2008) Genetics 178:1709 (EMMA: one
 * decomposition for every variance ratio); Endelman (2011) Plant Genome 4:250 (rrBLUP).
 */
import { cholesky, invertSpd, multiply } from './dense-cholesky.ts';
import type { EngineResult } from './engine-result.ts';
import type { RandomTerm } from './random-terms.ts';
import { iterateReml, observedByDifferences } from './reml-iterations.ts';
import { squaredSolutionNorms } from './triangular-norms.ts';
import {
  applyQ,
  applyQTranspose,
  factoriseShifted,
  inverseBands,
  solveTridiagonal,
  type Tridiagonal,
  timesT,
  tridiagonalise,
} from './tridiagonal.ts';
import {
  abortTridiagonalHelper,
  leadTridiagonalTeam,
  type TridiagonalTeam,
} from './tridiagonal-team.ts';

const LOG_2PI = Math.log(2 * Math.PI);

/** True when the model is one relationship term with every level observed at most once. */
export function isOneRecordPerLevel(terms: RandomTerm[]): boolean {
  if (terms.length !== 1 || !terms[0]?.relationship) return false;
  return new Set(terms[0].codes).size === terms[0].codes.length;
}

/** K over the observations (n×n), into `h` when given. */
function observedK(
  term: RandomTerm,
  h: Float64Array = new Float64Array(term.codes.length ** 2),
): Float64Array {
  const n = term.codes.length;
  const q = term.levels.length;
  const k = term.relationship as Float64Array;
  for (let i = 0; i < n; i += 1) {
    const row = (term.codes[i] as number) * q;
    for (let j = 0; j < n; j += 1) h[i * n + j] = k[row + (term.codes[j] as number)] as number;
  }
  return h;
}

type Rotated = { t: Tridiagonal; n: number; r: number; y: Float64Array; x: Float64Array[] };

type Evaluation = {
  logLik: number;
  gradient: Float64Array;
  averageInformation: Float64Array;
  c: Float64Array;
  mx: Float64Array[];
  py: Float64Array;
  theta: Float64Array;
};

function innerProduct(a: Float64Array, b: Float64Array): number {
  let sum = 0;
  for (let i = 0; i < a.length; i += 1) sum += (a[i] as number) * (b[i] as number);
  return sum;
}

/** P*·w = M⁻¹w − M⁻¹X*·C·(M⁻¹X*)'w. */
function applyP(
  solve: (v: Float64Array) => Float64Array,
  mx: Float64Array[],
  c: Float64Array,
  w: Float64Array,
) {
  const r = mx.length;
  const out = solve(w);
  const xw = mx.map((column) => innerProduct(column, w));
  for (let a = 0; a < r; a += 1) {
    let coefficient = 0;
    for (let b = 0; b < r; b += 1) coefficient += (c[a * r + b] as number) * (xw[b] as number);
    const column = mx[a] as Float64Array;
    for (let i = 0; i < out.length; i += 1)
      out[i] = (out[i] as number) - coefficient * (column[i] as number);
  }
  return out;
}

function evaluate(model: Rotated, theta: Float64Array): Evaluation | null {
  const { t, n, r, y, x } = model;
  const factor = factoriseShifted(t, theta[0] as number, theta[1] as number);
  if (!factor) return null;
  const solve = (v: Float64Array) => solveTridiagonal(factor, v);
  const mx = x.map(solve);
  const xmx = new Float64Array(r * r);
  for (let a = 0; a < r; a += 1)
    for (let b = 0; b < r; b += 1)
      xmx[a * r + b] = innerProduct(x[a] as Float64Array, mx[b] as Float64Array);
  const information = invertSpd(xmx, r);
  if (!information) return null;
  const c = information.inverse;
  const py = applyP(solve, mx, c, y);
  const yPy = innerProduct(y, py);
  const logLik = -0.5 * (factor.logDet + information.logDet + yPy + (n - r) * LOG_2PI);
  const bands = inverseBands(factor);
  const traceM = [0, 0];
  for (let i = 0; i < n; i += 1) {
    traceM[0] = (traceM[0] as number) + (bands.diagonal[i] as number) * (t.d[i] as number);
    traceM[1] = (traceM[1] as number) + (bands.diagonal[i] as number);
  }
  for (let i = 0; i < n - 1; i += 1)
    traceM[0] = (traceM[0] as number) + 2 * (bands.off[i] as number) * (t.e[i] as number);
  const apply = [(v: Float64Array) => timesT(t, v), (v: Float64Array) => v];
  const gradient = new Float64Array(2);
  const w: Float64Array[] = [];
  apply.forEach((tk, k) => {
    let correction = 0;
    const tmx = mx.map((column) => tk(column));
    for (let a = 0; a < r; a += 1)
      for (let b = 0; b < r; b += 1)
        correction +=
          (c[a * r + b] as number) * innerProduct(mx[b] as Float64Array, tmx[a] as Float64Array);
    const tpy = tk(py);
    w.push(tpy);
    gradient[k] = -0.5 * ((traceM[k] as number) - correction - innerProduct(py, tpy));
  });
  const averageInformation = new Float64Array(4);
  const pw = w.map((v) => applyP(solve, mx, c, v));
  for (let a = 0; a < 2; a += 1)
    for (let b = 0; b < 2; b += 1)
      averageInformation[a * 2 + b] =
        0.5 * innerProduct(w[a] as Float64Array, pw[b] as Float64Array);
  return { logLik, gradient, averageInformation, c, mx, py, theta };
}

/** V's Cholesky factor and diag(V⁻¹) on this thread; null when V is not positive definite. */
function inverseDiagonal(v: Float64Array, n: number) {
  const factor = cholesky(v, n);
  if (!factor) return null;
  const diagonal = squaredSolutionNorms(factor, n, n, (j, target) => {
    target.fill(0);
    target[j] = 1;
    return j;
  });
  return { factor, diagonal };
}

/**
 * K_oo = Q·T·Q', with the term's helper thread when it has a workspace big enough (the team then
 * also serves diag(V⁻¹); the caller finishes it).
 */
function reduceK(term: RandomTerm, n: number): { t: Tridiagonal; team: TridiagonalTeam | null } {
  const workspace = term.workspace;
  const team = workspace && leadTridiagonalTeam(workspace, n);
  if (!workspace || !team) {
    if (workspace) abortTridiagonalHelper(workspace);
    return { t: tridiagonalise(observedK(term), n), team: null };
  }
  try {
    return {
      t: tridiagonalise(observedK(term, workspace.matrix.subarray(0, n * n)), n, team),
      team,
    };
  } catch (error) {
    team.finish();
    throw error;
  }
}

/** REML of y = Xβ + u + e with u ~ N(0, σ²g·K), one record per level (see the file comment). */
export function fitOneRelationship(
  y: Float64Array,
  xColumns: Float64Array[],
  term: RandomTerm,
  start: Float64Array,
  tolerance: number,
  maxIterations: number,
  predictions: 'all' | 'values' | 'none' = 'all',
): EngineResult {
  const n = y.length;
  const r = xColumns.length;
  const { t, team } = reduceK(term, n);
  try {
    const rotate = (v: Float64Array) => {
      const out = Float64Array.from(v);
      applyQTranspose(t, out);
      return out;
    };
    const model: Rotated = { t, n, r, y: rotate(y), x: xColumns.map(rotate) };
    const result = iterateReml((theta) => evaluate(model, theta), start, tolerance, maxIterations);
    const { theta, evaluation: ev, boundary } = result;
    const [g, e] = [theta[0] as number, theta[1] as number];
    const { c, mx } = ev;
    const beta = new Float64Array(r);
    for (let a = 0; a < r; a += 1)
      for (let b = 0; b < r; b += 1)
        beta[a] =
          (beta[a] as number) +
          (c[a * r + b] as number) * innerProduct(mx[b] as Float64Array, model.y);
    const gradients = [(v: Float64Array) => timesT(t, v), (v: Float64Array) => v].map((tk) => {
      const m = new Float64Array(r * r);
      const tmx = mx.map((column) => tk(column));
      for (let a = 0; a < r; a += 1)
        for (let b = 0; b < r; b += 1)
          m[a * r + b] = innerProduct(mx[a] as Float64Array, tmx[b] as Float64Array);
      return multiply(multiply(c, m, r, r, r), c, r, r, r);
    });
    const observed = observedByDifferences((theta) => evaluate(model, theta), theta, boundary);
    return {
      theta,
      boundary,
      iterations: result.iterations,
      converged: result.converged,
      logLik: ev.logLik,
      beta,
      betaCovariance: c,
      betaCovarianceGradient: gradients,
      observedInformation: observed,
      random:
        predictions === 'none'
          ? []
          : [predict(model, term, xColumns, ev, g, e, predictions === 'all' ? team : 'values')],
    };
  } finally {
    team?.finish();
  }
}

/** BLUPs σ²g·K·Z'Py and PEVs (see the file comment). */
function predict(
  model: Rotated,
  term: RandomTerm,
  xColumns: Float64Array[],
  ev: Evaluation,
  g: number,
  e: number,
  errors: TridiagonalTeam | null | 'values',
) {
  const { t, n, r } = model;
  const q = term.levels.length;
  const k = term.relationship as Float64Array;
  const py = Float64Array.from(ev.py);
  applyQ(t, py);
  const values = new Float64Array(q);
  const pev = new Float64Array(q);
  const ones = new Float64Array(q).fill(1);
  if (g === 0) return { term: term.name, levels: term.levels, values, pev, pevTotal: 0 };
  // V⁻¹·v = Q·M⁻¹·Q'v and the quadratic form v'Pv = v'V⁻¹v − (X'V⁻¹v)'C(X'V⁻¹v)
  const factor = factoriseShifted(t, g, e);
  if (!factor) throw new RangeError('V is not positive definite at the optimum');
  const vInverseX = ev.mx.map((column) => {
    const out = Float64Array.from(column);
    applyQ(t, out);
    return out;
  });
  const quadraticP = (v: Float64Array, viv: number, xv: number[]) => {
    let correction = 0;
    for (let a = 0; a < r; a += 1)
      for (let b = 0; b < r; b += 1)
        correction += (xv[a] as number) * (ev.c[a * r + b] as number) * (xv[b] as number);
    void v;
    return viv - correction;
  };
  const formOf = (v: Float64Array) => {
    const rotated = Float64Array.from(v);
    applyQTranspose(t, rotated);
    const viv = innerProduct(rotated, solveTridiagonal(factor, rotated));
    return quadraticP(
      v,
      viv,
      vInverseX.map((column) => innerProduct(column, v)),
    );
  };
  const position = new Int32Array(q).fill(-1);
  term.codes.forEach((code, i) => {
    position[code] = i;
  });
  const column = (level: number) =>
    Float64Array.from(term.codes, (code) => k[code * q + level] as number);
  if (errors === 'values') {
    for (let a = 0; a < q; a += 1) values[a] = g * innerProduct(column(a), py);
    pev.fill(Number.NaN);
    return { term: term.name, levels: term.levels, values, pev, pevTotal: Number.NaN };
  }
  const team = errors;
  const v = observedK(term);
  for (let i = 0; i < n * n; i += 1) v[i] = g * (v[i] as number);
  for (let i = 0; i < n; i += 1) v[i * n + i] = (v[i * n + i] as number) + e;
  // diag(V⁻¹) = ‖L⁻¹eⱼ‖² (with the team's helper); kₐ'V⁻¹kₐ = ‖L⁻¹kₐ‖² for a level without a
  // record
  const factored = team ? team.inverseDiagonal(v) : inverseDiagonal(v, n);
  if (!factored) throw new RangeError('V is not positive definite at the optimum');
  const { factor: l, diagonal } = factored;
  const unobserved = Array.from({ length: q }, (_, a) => a).filter((a) => position[a] === -1);
  const unobservedForms = squaredSolutionNorms(l, n, unobserved.length, (c, target) => {
    target.set(column(unobserved[c] as number));
    return 0;
  });
  const formIndex = new Int32Array(q).fill(-1);
  unobserved.forEach((a, c) => {
    formIndex[a] = c;
  });
  for (let a = 0; a < q; a += 1) {
    const ka = column(a);
    values[a] = g * innerProduct(ka, py);
    const j = position[a] as number;
    let form: number;
    if (j < 0)
      form = quadraticP(
        ka,
        unobservedForms[formIndex[a] as number] as number,
        vInverseX.map((x) => innerProduct(x, ka)),
      );
    else {
      // kⱼ'V⁻¹kⱼ = (Kⱼⱼ − σ²ₑ(1 − σ²ₑ(V⁻¹)ⱼⱼ)/σ²g)/σ²g; X'V⁻¹kⱼ = (xⱼ − σ²ₑ(V⁻¹X)ⱼ)/σ²g
      const vjj = diagonal[j] as number;
      const viv = ((k[a * q + a] as number) - (e * (1 - e * vjj)) / g) / g;
      const xv = xColumns.map(
        (x, b) => ((x[j] as number) - e * ((vInverseX[b] as Float64Array)[j] as number)) / g,
      );
      form = quadraticP(ka, viv, xv);
    }
    pev[a] = g * (k[a * q + a] as number) - g * g * form;
  }
  // pevTotal = σ²g·1'K1 − σ⁴g·s'Ps with s = Z·K·1
  let total = 0;
  const s = new Float64Array(n);
  for (let a = 0; a < q; a += 1) for (let b = 0; b < q; b += 1) total += k[a * q + b] as number;
  term.codes.forEach((code, i) => {
    s[i] = innerProduct(k.subarray(code * q, code * q + q), ones);
  });
  return {
    term: term.name,
    levels: term.levels,
    values,
    pev,
    pevTotal: g * total - g * g * formOf(s),
  };
}
