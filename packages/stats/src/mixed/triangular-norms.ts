/**
 * Squared norms of forward-substitution solutions, ‖L⁻¹b‖², for many right-hand sides b and a
 * lower Cholesky factor L (row-major n×n): with A = LL', b'A⁻¹b = ‖L⁻¹b‖². The solutions are
 * found four right-hand sides at a time, so each row of L is read once for four, and two rows at
 * a time, so each loaded solution entry serves two rows; nothing but the norms is kept.
 *
 * Reference: Golub & Van Loan (2013) §3.1.1 (row-oriented forward substitution).
 */

/**
 * Puts right-hand side `index` into `target` (length n) and returns its first non-zero row (the
 * solution is zero above it: 0 when unknown).
 */
export type RightHandSide = (index: number, target: Float64Array) => number;

/** ‖L⁻¹bᵢ‖² for i < count. */
export function squaredSolutionNorms(
  l: Float64Array,
  n: number,
  count: number,
  rightHandSide: RightHandSide,
): Float64Array {
  const out = new Float64Array(count);
  const x = [0, 1, 2, 3].map(() => new Float64Array(n));
  const [x0, x1, x2, x3] = x as [Float64Array, Float64Array, Float64Array, Float64Array];
  for (let c0 = 0; c0 < count; c0 += 4) {
    const width = Math.min(4, count - c0);
    let start = n;
    for (let c = 0; c < 4; c += 1) {
      const target = x[c] as Float64Array;
      if (c < width) start = Math.min(start, rightHandSide(c0 + c, target));
      else target.fill(0);
    }
    const sums = [0, 0, 0, 0];
    const finish = (row: number, partial: number[]) => {
      const lii = l[row * n + row] as number;
      for (let c = 0; c < 4; c += 1) {
        const column = x[c] as Float64Array;
        const value = ((column[row] as number) - (partial[c] as number)) / lii;
        column[row] = value;
        sums[c] = (sums[c] as number) + value * value;
      }
    };
    let i = start;
    for (; i + 1 < n; i += 2) {
      const r0 = i * n;
      const r1 = r0 + n;
      let a0 = 0;
      let a1 = 0;
      let a2 = 0;
      let a3 = 0;
      let b0 = 0;
      let b1 = 0;
      let b2 = 0;
      let b3 = 0;
      for (let k = start; k < i; k += 1) {
        const l0 = l[r0 + k] as number;
        const l1 = l[r1 + k] as number;
        const y0 = x0[k] as number;
        const y1 = x1[k] as number;
        const y2 = x2[k] as number;
        const y3 = x3[k] as number;
        a0 += l0 * y0;
        a1 += l0 * y1;
        a2 += l0 * y2;
        a3 += l0 * y3;
        b0 += l1 * y0;
        b1 += l1 * y1;
        b2 += l1 * y2;
        b3 += l1 * y3;
      }
      finish(i, [a0, a1, a2, a3]);
      const link = l[r1 + i] as number;
      finish(i + 1, [
        b0 + link * (x0[i] as number),
        b1 + link * (x1[i] as number),
        b2 + link * (x2[i] as number),
        b3 + link * (x3[i] as number),
      ]);
    }
    if (i < n) {
      const row = i * n;
      const partial = [0, 0, 0, 0];
      for (let k = start; k < i; k += 1) {
        const lik = l[row + k] as number;
        for (let c = 0; c < 4; c += 1)
          partial[c] = (partial[c] as number) + lik * ((x[c] as Float64Array)[k] as number);
      }
      finish(i, partial);
    }
    for (let c = 0; c < width; c += 1) out[c0 + c] = sums[c] as number;
  }
  return out;
}
