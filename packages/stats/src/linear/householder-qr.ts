/**
 * Householder QR decomposition with R's limited pivoting for least squares: rank, the upper
 * triangle R, the effects Q'y and the aliased columns.
 *
 * References: Golub & Van Loan (2013) Matrix Computations §5.2 (Householder QR); R's LINPACK
 * `dqrdc2`.
 */

const ALIAS_TOLERANCE = 1e-7;

/** Householder QR of selected columns with dqrdc2-style limited pivoting. */
export type Decomposition = {
  /** Selected column positions in pivoted order: the first `rank` are independent. */
  pivot: number[];
  rank: number;
  /** Upper triangle R (rank×rank, row-major). */
  r: Float64Array;
  /** Q'y. */
  effects: Float64Array;
};

/**
 * Householder QR of `columns` (each of length n) applied to y: columns are taken in order and
 * one whose part orthogonal to the previous ones is shorter than 1e-7 of its own length is
 * aliased and set aside (R's LINPACK `dqrdc2`, as `lm` uses it).
 */
export function decompose(columns: Float64Array[], y: Float64Array): Decomposition {
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

/** RSS = Σ of the squared Q'y effects beyond the rank. */
export function residualSumOfSquares(effects: Float64Array, rank: number): number {
  let rss = 0;
  for (let i = rank; i < effects.length; i += 1) rss += (effects[i] as number) ** 2;
  return rss;
}

/** Inverse of an upper-triangular matrix (row-major, size m). */
export function invertUpper(r: Float64Array, m: number): Float64Array {
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
