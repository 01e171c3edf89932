/**
 * Whitening for generalised least squares: with V = LL' (Cholesky), L⁻¹ applied to y, X and the
 * markers turns GLS into ordinary least squares (Aitken 1935). `forwardSolveBlock` solves
 * L·B* = B for a block of columns in place — the markers are whitened a block at a time, each
 * row of L read once per block and used for every column of it (n²·w/2 multiply-adds per block
 * of w columns, the cost of one GRM's share of those markers).
 *
 * Reference: Golub & Van Loan (2013) Matrix Computations §3.1 (triangular systems, multiple
 * right-hand sides).
 */
import { dot } from '../../mixed/dense-cholesky.ts';

/** b[target] −= Σₖ l[lRow + k]·b[k − start] for k in [from, to) (rows of B, width w). */
function subtractRows(
  l: Float64Array,
  lRow: number,
  b: Float64Array,
  w: number,
  target: number,
  from: number,
  to: number,
  start: number,
): void {
  for (let k = from; k < to; k += 1) {
    const lk = l[lRow + k] as number;
    const rk = (k - start) * w;
    for (let c = 0; c < w; c += 1)
      b[target + c] = (b[target + c] as number) - lk * (b[rk + c] as number);
  }
}

/**
 * Solves L·X = B in place (B is n×w row-major; L lower triangular n×n row-major with a nonzero
 * diagonal). Rows i and i + 1 are updated together, four earlier rows at a time: each load of
 * an earlier row's entry serves two multiply-adds (a 2×4 register block). With `start` = s the
 * system is L[s:, s:]·X = B with B's row t standing for row s + t (B then has n − s rows).
 */
export function forwardSolveBlock(
  l: Float64Array,
  n: number,
  b: Float64Array,
  w: number,
  start = 0,
): void {
  let i = start;
  for (; i + 1 < n; i += 2) {
    const r0 = (i - start) * w;
    const r1 = r0 + w;
    const l0 = i * n;
    const l1 = l0 + n;
    let k = start;
    for (; k + 3 < i; k += 4) {
      const a0 = l[l0 + k] as number;
      const a1 = l[l0 + k + 1] as number;
      const a2 = l[l0 + k + 2] as number;
      const a3 = l[l0 + k + 3] as number;
      const c0 = l[l1 + k] as number;
      const c1 = l[l1 + k + 1] as number;
      const c2 = l[l1 + k + 2] as number;
      const c3 = l[l1 + k + 3] as number;
      const k0 = (k - start) * w;
      const k1 = k0 + w;
      const k2 = k1 + w;
      const k3 = k2 + w;
      for (let c = 0; c < w; c += 1) {
        const x0 = b[k0 + c] as number;
        const x1 = b[k1 + c] as number;
        const x2 = b[k2 + c] as number;
        const x3 = b[k3 + c] as number;
        b[r0 + c] = (b[r0 + c] as number) - (a0 * x0 + a1 * x1 + a2 * x2 + a3 * x3);
        b[r1 + c] = (b[r1 + c] as number) - (c0 * x0 + c1 * x1 + c2 * x2 + c3 * x3);
      }
    }
    subtractRows(l, l0, b, w, r0, k, i, start);
    subtractRows(l, l1, b, w, r1, k, i, start);
    const d0 = 1 / (l[l0 + i] as number);
    for (let c = 0; c < w; c += 1) b[r0 + c] = (b[r0 + c] as number) * d0;
    subtractRows(l, l1, b, w, r1, i, i + 1, start);
    const d1 = 1 / (l[l1 + i + 1] as number);
    for (let c = 0; c < w; c += 1) b[r1 + c] = (b[r1 + c] as number) * d1;
  }
  if (i < n) {
    const r0 = (i - start) * w;
    subtractRows(l, i * n, b, w, r0, start, i, start);
    const d0 = 1 / (l[i * n + i] as number);
    for (let c = 0; c < w; c += 1) b[r0 + c] = (b[r0 + c] as number) * d0;
  }
}

/**
 * Modified Gram–Schmidt on the columns of X (n×p row-major): an orthonormal basis Q (n×r
 * row-major) of X's column space; a column whose remainder is below 1e-10 of its norm is
 * aliased and dropped (as lm drops it). Returns Q and its rank r.
 */
export function orthonormalColumns(
  x: Float64Array,
  n: number,
  p: number,
): { q: Float64Array; rank: number } {
  const columns: Float64Array[] = [];
  for (let j = 0; j < p; j += 1) {
    const v = new Float64Array(n);
    let original = 0;
    for (let i = 0; i < n; i += 1) {
      v[i] = x[i * p + j] as number;
      original += (v[i] as number) ** 2;
    }
    for (const u of columns) {
      let projection = 0;
      for (let i = 0; i < n; i += 1) projection += (u[i] as number) * (v[i] as number);
      for (let i = 0; i < n; i += 1) v[i] = (v[i] as number) - projection * (u[i] as number);
    }
    let norm = 0;
    for (let i = 0; i < n; i += 1) norm += (v[i] as number) ** 2;
    if (!(norm > 1e-20 * original)) continue;
    const scale = 1 / Math.sqrt(norm);
    for (let i = 0; i < n; i += 1) v[i] = (v[i] as number) * scale;
    columns.push(v);
  }
  const rank = columns.length;
  const q = new Float64Array(n * rank);
  columns.forEach((u, c) => {
    for (let i = 0; i < n; i += 1) q[i * rank + c] = u[i] as number;
  });
  return { q, rank };
}

/** A'A for A (n×b row-major): b×b row-major. */
export function crossProductColumns(a: Float64Array, n: number, b: number): Float64Array {
  const out = new Float64Array(b * b);
  for (let i = 0; i < n; i += 1)
    for (let j = 0; j < b; j += 1) {
      const aij = a[i * b + j] as number;
      for (let t = 0; t < b; t += 1)
        out[j * b + t] = (out[j * b + t] as number) + aij * (a[i * b + t] as number);
    }
  return out;
}

/**
 * H⁻¹ = L⁻ᵀL⁻¹ (n×n row-major) from H's Cholesky factor L. L⁻¹ is found a block of columns at
 * a time by `forwardSolveBlock` on the identity's columns (zero above the diagonal, so block
 * c₀ solves only rows c₀…n − 1: n³/6 in all) and kept transposed, so that
 * (H⁻¹)ₐᵦ = Σ_{r ≥ max(a, b)} (L⁻¹)ᵣₐ(L⁻¹)ᵣᵦ is a contiguous dot product (n³/6).
 */
export function inverseFromFactor(l: Float64Array, n: number): Float64Array {
  const width = 64;
  const transposed = new Float64Array(n * n); // row a = column a of L⁻¹
  const block = new Float64Array(n * width);
  for (let c0 = 0; c0 < n; c0 += width) {
    const w = Math.min(width, n - c0);
    const rows = n - c0;
    block.fill(0, 0, rows * w);
    for (let c = 0; c < w; c += 1) block[c * w + c] = 1;
    forwardSolveBlock(l, n, block, w, c0);
    for (let t = 0; t < rows; t += 1)
      for (let c = 0; c < w; c += 1) transposed[(c0 + c) * n + c0 + t] = block[t * w + c] as number;
  }
  const h = new Float64Array(n * n);
  for (let a = 0; a < n; a += 1)
    for (let b = 0; b <= a; b += 1) {
      const value = dot(transposed, a * n + a, b * n + a, n - a);
      h[a * n + b] = value;
      h[b * n + a] = value;
    }
  return h;
}
