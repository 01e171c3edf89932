/**
 * Dense symmetric positive definite matrices (row-major Float64Array, n×n): the Cholesky
 * factor, solves, the log-determinant and the inverse.
 *
 * Reference: Golub & Van Loan (2013) Matrix Computations §4.2 (Cholesky, the jki/gaxpy form).
 */

/** Σₖ₌₀^{length−1} x[a + k]·x[b + k], unrolled by four. */
export function dot(x: Float64Array, a: number, b: number, length: number): number {
  let s0 = 0;
  let s1 = 0;
  let s2 = 0;
  let s3 = 0;
  let k = 0;
  for (; k + 3 < length; k += 4) {
    s0 += (x[a + k] as number) * (x[b + k] as number);
    s1 += (x[a + k + 1] as number) * (x[b + k + 1] as number);
    s2 += (x[a + k + 2] as number) * (x[b + k + 2] as number);
    s3 += (x[a + k + 3] as number) * (x[b + k + 3] as number);
  }
  for (; k < length; k += 1) s0 += (x[a + k] as number) * (x[b + k] as number);
  return s0 + s1 + s2 + s3;
}

/**
 * Lower Cholesky factor L of A = LL' (A is not changed; only its lower triangle is read).
 * Rows are found four at a time and columns two at a time, so each earlier row of L is read
 * once for four rows and each loaded entry of the four rows serves two columns.
 * Returns null when A is not numerically positive definite. `into` (n² entries) receives L.
 */
export function cholesky(
  a: Float64Array,
  n: number,
  into: Float64Array = new Float64Array(n * n),
): Float64Array | null {
  const l = into;
  l.fill(0);
  for (let i0 = 0; i0 < n; i0 += 4) {
    const rows = Math.min(4, n - i0);
    const r0 = i0 * n;
    const r1 = r0 + n;
    const r2 = r1 + n;
    const r3 = r2 + n;
    // the columns left of the block, two at a time when the block is full: eight dot products
    // share each load of rows j and j + 1
    let j0 = 0;
    if (rows === 4)
      for (; j0 + 1 < i0; j0 += 2) {
        const rowJ = j0 * n;
        const rowK = rowJ + n;
        let s0 = 0;
        let s1 = 0;
        let s2 = 0;
        let s3 = 0;
        let t0 = 0;
        let t1 = 0;
        let t2 = 0;
        let t3 = 0;
        for (let k = 0; k < j0; k += 1) {
          const ljk = l[rowJ + k] as number;
          const lkk = l[rowK + k] as number;
          const a0 = l[r0 + k] as number;
          const a1 = l[r1 + k] as number;
          const a2 = l[r2 + k] as number;
          const a3 = l[r3 + k] as number;
          s0 += a0 * ljk;
          s1 += a1 * ljk;
          s2 += a2 * ljk;
          s3 += a3 * ljk;
          t0 += a0 * lkk;
          t1 += a1 * lkk;
          t2 += a2 * lkk;
          t3 += a3 * lkk;
        }
        const ljj = l[rowJ + j0] as number;
        const c0 = ((a[r0 + j0] as number) - s0) / ljj;
        const c1 = ((a[r1 + j0] as number) - s1) / ljj;
        const c2 = ((a[r2 + j0] as number) - s2) / ljj;
        const c3 = ((a[r3 + j0] as number) - s3) / ljj;
        l[r0 + j0] = c0;
        l[r1 + j0] = c1;
        l[r2 + j0] = c2;
        l[r3 + j0] = c3;
        const link = l[rowK + j0] as number;
        const lkj = l[rowK + j0 + 1] as number;
        l[r0 + j0 + 1] = ((a[r0 + j0 + 1] as number) - t0 - c0 * link) / lkj;
        l[r1 + j0 + 1] = ((a[r1 + j0 + 1] as number) - t1 - c1 * link) / lkj;
        l[r2 + j0 + 1] = ((a[r2 + j0 + 1] as number) - t2 - c2 * link) / lkj;
        l[r3 + j0 + 1] = ((a[r3 + j0 + 1] as number) - t3 - c3 * link) / lkj;
      }
    // the last block (fewer than four rows): one dot product per entry (i0 is even, so a full
    // block has no column left over)
    for (let j = j0; j < i0; j += 1) {
      const rowJ = j * n;
      const ljj = l[rowJ + j] as number;
      for (let r = 0; r < rows; r += 1) {
        const rowI = (i0 + r) * n;
        l[rowI + j] = ((a[rowI + j] as number) - dot(l, rowI, rowJ, j)) / ljj;
      }
    }
    // the triangle inside the block
    for (let i = i0; i < i0 + rows; i += 1) {
      const rowI = i * n;
      for (let j = i0; j <= i; j += 1) {
        const rowJ = j * n;
        const sum = (a[rowI + j] as number) - dot(l, rowI, rowJ, j);
        if (i === j) {
          if (!(sum > 0)) return null;
          l[rowI + i] = Math.sqrt(sum);
        } else l[rowI + j] = sum / (l[rowJ + j] as number);
      }
    }
  }
  return l;
}

/** log|A| = 2·Σ log Lᵢᵢ. */
export function logDeterminant(l: Float64Array, n: number): number {
  let sum = 0;
  for (let i = 0; i < n; i += 1) sum += Math.log(l[i * n + i] as number);
  return 2 * sum;
}

/** Solves A·X = B in place for B (n×m row-major) given A's Cholesky factor L. */
export function solveInPlace(l: Float64Array, n: number, b: Float64Array, m: number): void {
  for (let i = 0; i < n; i += 1) {
    const rowB = i * m;
    for (let k = 0; k < i; k += 1) {
      const factor = l[i * n + k] as number;
      if (factor === 0) continue;
      const rowK = k * m;
      for (let c = 0; c < m; c += 1)
        b[rowB + c] = (b[rowB + c] as number) - factor * (b[rowK + c] as number);
    }
    const d = l[i * n + i] as number;
    for (let c = 0; c < m; c += 1) b[rowB + c] = (b[rowB + c] as number) / d;
  }
  for (let i = n - 1; i >= 0; i -= 1) {
    const rowB = i * m;
    for (let k = i + 1; k < n; k += 1) {
      const factor = l[k * n + i] as number;
      if (factor === 0) continue;
      const rowK = k * m;
      for (let c = 0; c < m; c += 1)
        b[rowB + c] = (b[rowB + c] as number) - factor * (b[rowK + c] as number);
    }
    const d = l[i * n + i] as number;
    for (let c = 0; c < m; c += 1) b[rowB + c] = (b[rowB + c] as number) / d;
  }
}

/** A⁻¹ (n×n) from A's Cholesky factor. */
export function inverseFromCholesky(l: Float64Array, n: number): Float64Array {
  const inverse = new Float64Array(n * n);
  for (let i = 0; i < n; i += 1) inverse[i * n + i] = 1;
  solveInPlace(l, n, inverse, n);
  return inverse;
}

/** A·B for A (n×k) and B (k×m), row-major. */
export function multiply(
  a: Float64Array,
  b: Float64Array,
  n: number,
  k: number,
  m: number,
): Float64Array {
  const out = new Float64Array(n * m);
  for (let i = 0; i < n; i += 1) {
    const rowOut = i * m;
    for (let l = 0; l < k; l += 1) {
      const factor = a[i * k + l] as number;
      if (factor === 0) continue;
      const rowB = l * m;
      for (let c = 0; c < m; c += 1)
        out[rowOut + c] = (out[rowOut + c] as number) + factor * (b[rowB + c] as number);
    }
  }
  return out;
}

/** A'·B for A (n×k) and B (n×m), row-major. */
export function crossProduct(
  a: Float64Array,
  b: Float64Array,
  n: number,
  k: number,
  m: number,
): Float64Array {
  const out = new Float64Array(k * m);
  for (let i = 0; i < n; i += 1) {
    const rowB = i * m;
    for (let l = 0; l < k; l += 1) {
      const factor = a[i * k + l] as number;
      if (factor === 0) continue;
      const rowOut = l * m;
      for (let c = 0; c < m; c += 1)
        out[rowOut + c] = (out[rowOut + c] as number) + factor * (b[rowB + c] as number);
    }
  }
  return out;
}

/** Inverse of a symmetric positive definite matrix; null when it is not positive definite. */
export function invertSpd(
  a: Float64Array,
  n: number,
): { inverse: Float64Array; logDet: number } | null {
  const l = cholesky(a, n);
  if (!l) return null;
  return { inverse: inverseFromCholesky(l, n), logDet: logDeterminant(l, n) };
}
