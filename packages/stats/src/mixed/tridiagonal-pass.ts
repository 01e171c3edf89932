/**
 * The fused pass of a Householder tridiagonalisation (`tridiagonal.ts`) over rows lo..hi − 1 of
 * the trailing block (rows and columns ≥ first): A ← A − v₀w₀' − w₀v₀' (the pending update) on
 * the lower triangle, and those rows' share of p = A·v added into p (their row sums and, by
 * symmetry, their column scatter). Two rows and two columns at a time: each load of
 * v₀, w₀, v and p serves two rows, and independent sums keep the adds from waiting on each other.
 */
export function updateAndMultiply(
  a: Float64Array,
  n: number,
  first: number,
  lo: number,
  hi: number,
  vOld: Float64Array,
  wOld: Float64Array,
  v: Float64Array,
  p: Float64Array,
): void {
  let i = lo;
  for (; i + 1 < hi; i += 2) {
    const r0 = i * n;
    const r1 = r0 + n;
    const v0 = vOld[i] as number;
    const w0 = wOld[i] as number;
    const x0 = v[i] as number;
    const v1 = vOld[i + 1] as number;
    const w1 = wOld[i + 1] as number;
    const x1 = v[i + 1] as number;
    let s0 = 0;
    let s1 = 0;
    let t0 = 0;
    let t1 = 0;
    let j = first;
    for (; j + 1 < i; j += 2) {
      const wj = wOld[j] as number;
      const vj = vOld[j] as number;
      const xj = v[j] as number;
      const wk = wOld[j + 1] as number;
      const vk = vOld[j + 1] as number;
      const xk = v[j + 1] as number;
      const a00 = (a[r0 + j] as number) - v0 * wj - w0 * vj;
      const a01 = (a[r0 + j + 1] as number) - v0 * wk - w0 * vk;
      const a10 = (a[r1 + j] as number) - v1 * wj - w1 * vj;
      const a11 = (a[r1 + j + 1] as number) - v1 * wk - w1 * vk;
      a[r0 + j] = a00;
      a[r0 + j + 1] = a01;
      a[r1 + j] = a10;
      a[r1 + j + 1] = a11;
      s0 += a00 * xj;
      t0 += a01 * xk;
      s1 += a10 * xj;
      t1 += a11 * xk;
      p[j] = (p[j] as number) + a00 * x0 + a10 * x1;
      p[j + 1] = (p[j + 1] as number) + a01 * x0 + a11 * x1;
    }
    for (; j < i; j += 1) {
      const wj = wOld[j] as number;
      const vj = vOld[j] as number;
      const xj = v[j] as number;
      const a00 = (a[r0 + j] as number) - v0 * wj - w0 * vj;
      const a10 = (a[r1 + j] as number) - v1 * wj - w1 * vj;
      a[r0 + j] = a00;
      a[r1 + j] = a10;
      s0 += a00 * xj;
      s1 += a10 * xj;
      p[j] = (p[j] as number) + a00 * x0 + a10 * x1;
    }
    // the 2×2 corner: (i, i), (i + 1, i) and (i + 1, i + 1)
    const aii = (a[r0 + i] as number) - 2 * v0 * w0;
    const a1i = (a[r1 + i] as number) - v1 * w0 - w1 * v0;
    const a11 = (a[r1 + i + 1] as number) - 2 * v1 * w1;
    a[r0 + i] = aii;
    a[r1 + i] = a1i;
    a[r1 + i + 1] = a11;
    p[i] = (p[i] as number) + s0 + t0 + aii * x0 + a1i * x1;
    p[i + 1] = (p[i + 1] as number) + s1 + t1 + a1i * x0 + a11 * x1;
  }
  if (i < hi) {
    const row = i * n;
    const v0 = vOld[i] as number;
    const w0 = wOld[i] as number;
    const x0 = v[i] as number;
    let sum = 0;
    for (let j = first; j < i; j += 1) {
      const aij = (a[row + j] as number) - v0 * (wOld[j] as number) - w0 * (vOld[j] as number);
      a[row + j] = aij;
      sum += aij * (v[j] as number);
      p[j] = (p[j] as number) + aij * x0;
    }
    a[row + i] = (a[row + i] as number) - 2 * v0 * w0;
    p[i] = (p[i] as number) + sum + (a[row + i] as number) * x0;
  }
}
