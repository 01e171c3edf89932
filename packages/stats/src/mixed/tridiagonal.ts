/**
 * Householder reduction of a symmetric matrix to tridiagonal form, A = Q·T·Q', and the
 * symmetric tridiagonal systems (σ²g·T + σ²ₑ·I) that a one-relationship-matrix REML then
 * needs at O(n) each: log-determinant, solves, the diagonal and first off-diagonal of the inverse.
 *
 * References: Golub & Van Loan (2013) §8.3.1 (Householder tridiagonalisation), §4.3.6
 * (tridiagonal LDL'); Meurant (1992) SIAM J Matrix Anal Appl 13:707 (inverse of tridiagonal).
 */

import { updateAndMultiply } from './tridiagonal-pass.ts';
import type { TridiagonalTeam } from './tridiagonal-team.ts';

/** A = Q·T·Q': T's diagonal `d` and off-diagonal `e`, Q as n − 1 Householder reflectors. */
export type Tridiagonal = {
  n: number;
  d: Float64Array;
  e: Float64Array;
  /**
   * Reflector k in row-major `vectors`: row k right of the diagonal from column k + 2 (also
   * column k below it; v_{k+1} = 1 implicit), read along the row so that Q·x streams memory.
   */
  vectors: Float64Array;
  tau: Float64Array;
};

/** The Householder vector of column k below the diagonal (stored in place); τ = 0 when none. */
function householder(
  a: Float64Array,
  n: number,
  k: number,
  v: Float64Array,
  e: Float64Array,
): number {
  const first = k + 1;
  const alpha = a[first * n + k] as number;
  let xnorm2 = 0;
  for (let i = first + 1; i < n; i += 1) xnorm2 += (a[i * n + k] as number) ** 2;
  if (xnorm2 === 0) {
    e[k] = alpha;
    return 0;
  }
  const beta = -Math.sign(alpha || 1) * Math.sqrt(alpha * alpha + xnorm2);
  const scale = 1 / (alpha - beta);
  v[first] = 1;
  a[first * n + k] = 1;
  for (let i = first + 1; i < n; i += 1) {
    const value = (a[i * n + k] as number) * scale;
    v[i] = value;
    a[i * n + k] = value;
    a[k * n + i] = value;
  }
  e[k] = beta;
  return (beta - alpha) / beta;
}

/** w = p − ½τ(p'v)·v from p = τ·A·v (indices from `first`), in place in p. */
function finishW(p: Float64Array, v: Float64Array, t: number, first: number, n: number): void {
  let pv = 0;
  for (let i = first; i < n; i += 1) {
    p[i] = t * (p[i] as number);
    pv += (p[i] as number) * (v[i] as number);
  }
  const half = 0.5 * t * pv;
  for (let i = first; i < n; i += 1) p[i] = (p[i] as number) - half * (v[i] as number);
}

/**
 * Reduces symmetric A (n×n row-major; only the lower triangle is read; A is overwritten,
 * the reflectors left in both triangles).
 * One pass over the trailing block per step (`updateAndMultiply`; shared with a helper thread
 * when a `team` is given: `tridiagonal-team.ts`): the rank-2 update of step k (A ← A − vw' − wv')
 * and the product A·v of step k + 1 share the pass (column k + 1 is updated first, to build
 * its reflector): half the memory traffic of the textbook order.
 */
export function tridiagonalise(a: Float64Array, n: number, team?: TridiagonalTeam): Tridiagonal {
  const d = new Float64Array(n);
  const e = new Float64Array(Math.max(n - 1, 0));
  const tau = new Float64Array(Math.max(n - 1, 0));
  // pending update (vOld, wOld) from the previous step; the current reflector v and its p
  let vOld = new Float64Array(n);
  let wOld = new Float64Array(n);
  let hasOld = false;
  let v = new Float64Array(n);
  let p = new Float64Array(n);
  for (let k = 0; k < n - 1; k += 1) {
    const first = k + 1;
    if (hasOld) {
      // column k of the pending update (rows ≥ k): it makes this step's reflector
      for (let i = k; i < n; i += 1)
        a[i * n + k] =
          (a[i * n + k] as number) -
          (vOld[i] as number) * (wOld[k] as number) -
          (wOld[i] as number) * (vOld[k] as number);
    }
    const t = householder(a, n, k, v, e);
    tau[k] = t;
    p.fill(0, first);
    if (hasOld && t !== 0) {
      if (team && n - first >= team.minimumRows) team.pass(first, vOld, wOld, v, p);
      else updateAndMultiply(a, n, first, first, n, vOld, wOld, v, p);
    } else if (hasOld) {
      for (let i = first; i < n; i += 1) {
        const row = i * n;
        const ovi = vOld[i] as number;
        const owi = wOld[i] as number;
        for (let j = first; j <= i; j += 1)
          a[row + j] =
            (a[row + j] as number) - ovi * (wOld[j] as number) - owi * (vOld[j] as number);
      }
    } else if (t !== 0) {
      for (let i = first; i < n; i += 1) {
        const row = i * n;
        const vi = v[i] as number;
        let sum = 0;
        for (let j = first; j < i; j += 1) {
          const aij = a[row + j] as number;
          sum += aij * (v[j] as number);
          p[j] = (p[j] as number) + aij * vi;
        }
        p[i] = (p[i] as number) + sum + (a[row + i] as number) * vi;
      }
    }
    if (t === 0) {
      hasOld = false;
      continue;
    }
    finishW(p, v, t, first, n);
    [vOld, v] = [v, vOld];
    [wOld, p] = [p, wOld];
    // entries of the old buffers before `first` are never read again
    hasOld = true;
  }
  if (hasOld && n > 0) {
    const i = n - 1;
    a[i * n + i] = (a[i * n + i] as number) - 2 * (vOld[i] as number) * (wOld[i] as number);
  }
  for (let i = 0; i < n; i += 1) d[i] = a[i * n + i] as number;
  return { n, d, e, vectors: a, tau };
}

function reflect(t: Tridiagonal, k: number, x: Float64Array): void {
  const { n, vectors } = t;
  const tk = t.tau[k] as number;
  if (tk === 0) return;
  const row = k * n;
  let s = x[k + 1] as number;
  for (let i = k + 2; i < n; i += 1) s += (vectors[row + i] as number) * (x[i] as number);
  s *= tk;
  x[k + 1] = (x[k + 1] as number) - s;
  for (let i = k + 2; i < n; i += 1) x[i] = (x[i] as number) - s * (vectors[row + i] as number);
}

/** Q'·x in place. */
export function applyQTranspose(t: Tridiagonal, x: Float64Array): void {
  for (let k = 0; k < t.n - 1; k += 1) reflect(t, k, x);
}

/** Q·x in place. */
export function applyQ(t: Tridiagonal, x: Float64Array): void {
  for (let k = t.n - 2; k >= 0; k -= 1) reflect(t, k, x);
}

/** M = g·T + r·I factorised (LDL' from both ends). */
export type TridiagonalFactor = {
  diagonal: Float64Array;
  off: Float64Array;
  forward: Float64Array;
  backward: Float64Array;
  logDet: number;
};

/** Factorises g·T + r·I; null when it is not positive definite. */
export function factoriseShifted(t: Tridiagonal, g: number, r: number): TridiagonalFactor | null {
  const { n } = t;
  const diagonal = t.d.map((value) => g * value + r);
  const off = t.e.map((value) => g * value);
  const forward = new Float64Array(n);
  const backward = new Float64Array(n);
  let logDet = 0;
  for (let i = 0; i < n; i += 1) {
    const previous = i > 0 ? (off[i - 1] as number) ** 2 / (forward[i - 1] as number) : 0;
    forward[i] = (diagonal[i] as number) - previous;
    if (!((forward[i] as number) > 0)) return null;
    logDet += Math.log(forward[i] as number);
  }
  for (let i = n - 1; i >= 0; i -= 1) {
    const next = i < n - 1 ? (off[i] as number) ** 2 / (backward[i + 1] as number) : 0;
    backward[i] = (diagonal[i] as number) - next;
  }
  return { diagonal, off, forward, backward, logDet };
}

/** M⁻¹·x (new array). */
export function solveTridiagonal(f: TridiagonalFactor, x: Float64Array): Float64Array {
  const n = x.length;
  const y = Float64Array.from(x);
  for (let i = 1; i < n; i += 1)
    y[i] =
      (y[i] as number) -
      ((f.off[i - 1] as number) / (f.forward[i - 1] as number)) * (y[i - 1] as number);
  y[n - 1] = (y[n - 1] as number) / (f.forward[n - 1] as number);
  for (let i = n - 2; i >= 0; i -= 1)
    y[i] =
      ((y[i] as number) - (f.off[i] as number) * (y[i + 1] as number)) / (f.forward[i] as number);
  return y;
}

/** The diagonal and first off-diagonal of M⁻¹. */
export function inverseBands(f: TridiagonalFactor): { diagonal: Float64Array; off: Float64Array } {
  const n = f.diagonal.length;
  const diagonal = new Float64Array(n);
  for (let i = 0; i < n; i += 1)
    diagonal[i] =
      1 / ((f.forward[i] as number) + (f.backward[i] as number) - (f.diagonal[i] as number));
  const off = new Float64Array(Math.max(n - 1, 0));
  for (let i = 0; i < n - 1; i += 1)
    off[i] = (-(f.off[i] as number) / (f.forward[i] as number)) * (diagonal[i + 1] as number);
  return { diagonal, off };
}

/** T·x for the tridiagonal T. */
export function timesT(t: Tridiagonal, x: Float64Array): Float64Array {
  const { n, d, e } = t;
  const out = new Float64Array(n);
  for (let i = 0; i < n; i += 1) {
    let sum = (d[i] as number) * (x[i] as number);
    if (i > 0) sum += (e[i - 1] as number) * (x[i - 1] as number);
    if (i < n - 1) sum += (e[i] as number) * (x[i + 1] as number);
    out[i] = sum;
  }
  return out;
}
