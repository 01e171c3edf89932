/**
 * The fixed part for the mixed model: which columns of X are kept (R's `lm` alias rule) and
 * the OLS residual variance (for the starting values), without a dense QR of a wide X.
 *
 * Small designs (n·p² ≤ 5·10⁷) use the Householder QR of `householder-qr.ts` exactly as `lm`.
 * Wide designs (lines as a fixed factor: p in the thousands) use the Gram matrix X'X with the
 * columns of the largest factor term no two of which share an observation absorbed (its block
 * of X'X is diagonal): the other columns are tested in order on the Schur complement with the
 * same rule (a column whose part orthogonal to the kept ones is shorter than 1e-7 of its own
 * length is aliased). That equals R's rule whenever X has full rank; when it finds aliased
 * columns it falls back to the QR, so the aliased set is always R's.
 *
 * Reference: R's LINPACK `dqrdc2`; Golub & Van Loan (2013) §5.2.
 */
import type { Design } from '../linear/design-matrix.ts';
import { decompose, residualSumOfSquares } from '../linear/householder-qr.ts';
import { crossproducts, factorise, partition, type SparseRows, solve } from './absorbed-mme.ts';

const ALIAS_TOLERANCE = 1e-7;
const QR_BUDGET = 5e7;

/** Selected columns of X by observation (nonzeros only), indices 0..columns.length−1. */
export function sparseColumns(design: Design, columns: readonly number[]): SparseRows {
  const n = design.n;
  const start = new Int32Array(n + 1);
  const data = columns.map((column) => design.columns[column] as Float64Array);
  for (const values of data)
    for (let i = 0; i < n; i += 1) if (values[i] !== 0) start[i + 1] = (start[i + 1] as number) + 1;
  for (let i = 0; i < n; i += 1) start[i + 1] = (start[i + 1] as number) + (start[i] as number);
  const fill = start.slice(0, n);
  const nnz = start[n] as number;
  const index = new Int32Array(nnz);
  const value = new Float64Array(nnz);
  data.forEach((values, j) => {
    for (let i = 0; i < n; i += 1) {
      const v = values[i] as number;
      if (v === 0) continue;
      const at = fill[i] as number;
      index[at] = j;
      value[at] = v;
      fill[i] = at + 1;
    }
  });
  return { start, index, value, size: columns.length };
}

/** Positions (among `columns`) of the largest fixed term whose columns never share an observation. */
export function disjointTerm(design: Design, columns: readonly number[], x: SparseRows): number[] {
  let best: number[] = [];
  design.terms.forEach((_, t) => {
    const mine = columns.flatMap((column, j) => (design.assign[column] === t ? [j] : []));
    if (mine.length <= best.length) return;
    const set = new Set(mine);
    for (let i = 0; i < design.n; i += 1) {
      let count = 0;
      for (let z = x.start[i] as number; z < (x.start[i + 1] as number); z += 1)
        if (set.has(x.index[z] as number)) count += 1;
      if (count > 1) return;
    }
    best = mine;
  });
  return best;
}

/** Columns kept by the Schur-complement test, or null when some column is aliased. */
function fullRankByGram(design: Design, x: SparseRows, absorbed: number[]): boolean {
  const part = partition(x.size, absorbed);
  const cross = crossproducts(x, part);
  if (cross.a.some((value) => !(value > 0))) return false;
  const { s, m } = part;
  const d = Float64Array.from(cross.d);
  for (let i = 0; i < s; i += 1)
    for (let j = 0; j < m; j += 1) {
      const bij = (cross.b[i * m + j] as number) / (cross.a[i] as number);
      if (bij === 0) continue;
      for (let k = 0; k <= j; k += 1)
        d[j * m + k] = (d[j * m + k] as number) - bij * (cross.b[i * m + k] as number);
    }
  // sequential Cholesky of the Schur complement, in column order, with the alias rule
  const l = new Float64Array(m * m);
  for (let j = 0; j < m; j += 1) {
    let residual = d[j * m + j] as number;
    for (let k = 0; k < j; k += 1) residual -= (l[j * m + k] as number) ** 2;
    const original = cross.d[j * m + j] as number;
    if (!(residual > ALIAS_TOLERANCE ** 2 * original)) return false;
    const pivot = Math.sqrt(residual);
    l[j * m + j] = pivot;
    for (let i = j + 1; i < m; i += 1) {
      let sum = d[i * m + j] as number;
      for (let k = 0; k < j; k += 1) sum -= (l[i * m + k] as number) * (l[j * m + k] as number);
      l[i * m + j] = sum / pivot;
    }
  }
  void design;
  return true;
}

/** The kept columns (in order) and the OLS residual variance RSS/(n − rank). */
export function fixedColumns(design: Design): {
  kept: number[];
  olsVariance: number;
  /** X by observation when it was built (wide designs with every column kept). */
  sparse?: SparseRows;
} {
  const { n, y } = design;
  const p = design.columns.length;
  const all = [...Array(p).keys()];
  if (n * p * p > QR_BUDGET) {
    const x = sparseColumns(design, all);
    const absorbed = disjointTerm(design, all, x);
    if (fullRankByGram(design, x, absorbed)) {
      const part = partition(p, absorbed);
      const factor = factorise(crossproducts(x, part), part, new Float64Array(p));
      if (factor) {
        const xty = new Float64Array(p);
        let yy = 0;
        for (let i = 0; i < n; i += 1) {
          yy += (y[i] as number) ** 2;
          for (let z = x.start[i] as number; z < (x.start[i + 1] as number); z += 1)
            xty[x.index[z] as number] =
              (xty[x.index[z] as number] as number) + (x.value[z] as number) * (y[i] as number);
        }
        const b = solve(factor, xty);
        let fitted = 0;
        for (let j = 0; j < p; j += 1) fitted += (b[j] as number) * (xty[j] as number);
        return { kept: all, olsVariance: n > p ? (yy - fitted) / (n - p) : Number.NaN, sparse: x };
      }
    }
  }
  const qr = decompose(design.columns, y);
  const kept = qr.pivot.slice(0, qr.rank).sort((a, b) => a - b);
  return { kept, olsVariance: residualSumOfSquares(qr.effects, qr.rank) / (n - qr.rank) };
}
