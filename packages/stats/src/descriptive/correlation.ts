/**
 * Correlation matrices between quantitative features (traits), with the tests and intervals of
 * R's `cor.test`. Ranks for Spearman's ρ are in `ranks.ts`, pairs with missing values in
 * `pairwise-correlation.ts`, the heat-map order of features in `feature-clustering.ts`.
 *
 * Each feature is one column (Float64Array, one value per plot or plant); NaN is a missing
 * value and each pair uses the rows where both are present (R: `use =
 * "pairwise.complete.obs"`). Pairs of complete columns, the usual case, go through one
 * standardisation per column and a dot product per pair.
 */

import { rankAlong, sortOrder } from '../comparisons/ranks.ts';
import { normalQuantile, tTwoSidedP } from '../distributions/distributions.ts';
import { StatsError } from '../errors.ts';
import { pairwiseCorrelation, type Scratch } from './pairwise-correlation.ts';

export type CorrelationMethod = 'pearson' | 'spearman';

/** k×k matrices, row-major (entry i·k + j is features i and j); symmetric. */
export type CorrelationMatrix = {
  method: CorrelationMethod;
  /** number of features */
  k: number;
  /** Pearson r or Spearman ρ; 1 on the diagonal */
  r: Float64Array;
  /** rows where both features are present (on the diagonal: where the feature is) */
  n: Int32Array;
  /** t = r·√(n − 2)/√(1 − r²) on n − 2 df (∞ on the diagonal) */
  t: Float64Array;
  /** two-sided p-value of H0: no correlation (0 on the diagonal) */
  p: Float64Array;
  /** Pearson: Fisher-z confidence interval (tanh(atanh r ± z₍₁₊c₎/₂/√(n − 3))) */
  ciLower?: Float64Array;
  ciUpper?: Float64Array;
  /** Spearman: S = (n³ − n)(1 − ρ)/6, the statistic R's cor.test reports */
  s?: Float64Array;
};

/** The column centred and scaled to unit length (x − x̄)/‖x − x̄‖, or null if it is constant. */
function standardise(x: Float64Array): Float64Array | null {
  const n = x.length;
  const mean = meanOf(x, n);
  const z = new Float64Array(n);
  let ss = 0;
  for (let i = 0; i < n; i += 1) {
    const d = (x[i] as number) - mean;
    z[i] = d;
    ss += d * d;
  }
  if (!(ss > 0)) return null;
  const scale = 1 / Math.sqrt(ss);
  for (let i = 0; i < n; i += 1) z[i] = (z[i] as number) * scale;
  return z;
}

/** The mean of the first m entries, with R's second pass (the mean of the residuals added). */
function meanOf(a: Float64Array, m: number): number {
  let sum = 0;
  for (let i = 0; i < m; i += 1) sum += a[i] as number;
  const mean = sum / m;
  let correction = 0;
  for (let i = 0; i < m; i += 1) correction += (a[i] as number) - mean;
  return mean + correction / m;
}

/**
 * Dot products of the unit columns `z` (the complete features, ascending `index`) into r: two
 * rows against four columns at a time, so each value loaded feeds several multiply-adds.
 */
function fillCompletePairs(z: Float64Array[], index: number[], r: Float64Array, k: number): void {
  const dot = (p: number, q: number) => {
    const a = z[p] as Float64Array;
    const b = z[q] as Float64Array;
    let sum = 0;
    for (let t = 0; t < a.length; t += 1) sum += (a[t] as number) * (b[t] as number);
    r[(index[p] as number) * k + (index[q] as number)] = sum;
  };
  const c = z.length;
  let p = 0;
  for (; p + 1 < c; p += 2) {
    dot(p, p + 1);
    let q = p + 2;
    for (; q + 3 < c; q += 4) tile(z, index, r, k, p, q);
    for (; q < c; q += 1) {
      dot(p, q);
      dot(p + 1, q);
    }
  }
}

/** The 2×4 block of dot products of columns p, p+1 with q … q+3. */
function tile(
  z: Float64Array[],
  index: number[],
  r: Float64Array,
  k: number,
  p: number,
  q: number,
) {
  const [a, c, b0, b1, b2, b3] = [z[p], z[p + 1], z[q], z[q + 1], z[q + 2], z[q + 3]] as [
    Float64Array,
    Float64Array,
    Float64Array,
    Float64Array,
    Float64Array,
    Float64Array,
  ];
  let s0 = 0;
  let s1 = 0;
  let s2 = 0;
  let s3 = 0;
  let u0 = 0;
  let u1 = 0;
  let u2 = 0;
  let u3 = 0;
  for (let t = 0; t < a.length; t += 1) {
    const v = a[t] as number;
    const w = c[t] as number;
    const x0 = b0[t] as number;
    const x1 = b1[t] as number;
    const x2 = b2[t] as number;
    const x3 = b3[t] as number;
    s0 += v * x0;
    s1 += v * x1;
    s2 += v * x2;
    s3 += v * x3;
    u0 += w * x0;
    u1 += w * x1;
    u2 += w * x2;
    u3 += w * x3;
  }
  const row = (index[p] as number) * k;
  const next = (index[p + 1] as number) * k;
  const cols = [index[q], index[q + 1], index[q + 2], index[q + 3]] as number[];
  [s0, s1, s2, s3].forEach((sum, e) => {
    r[row + (cols[e] as number)] = sum;
  });
  [u0, u1, u2, u3].forEach((sum, e) => {
    r[next + (cols[e] as number)] = sum;
  });
}

/** t, df and two-sided p of one correlation; the Fisher-z CI (Pearson) or S (Spearman). */
export type CorrelationTest = {
  t: number;
  df: number;
  p: number;
  ciLower?: number;
  ciUpper?: number;
  s?: number;
};

/**
 * The test of one correlation as R's `cor.test(x, y, method, exact = FALSE)` reports it, from r
 * and the number of pairs n ≥ 3: t = r√(n − 2)/√(1 − r²), two-sided p on n − 2 df; for Pearson
 * the Fisher-z interval tanh(atanh r ± z/√(n − 3)) (n = 3: the whole [−1, 1]); for Spearman
 * S = (n³ − n)(1 − ρ)/6 and the same t approximation (R's `exact = FALSE`; R's default exact
 * p-value for n < 1290 without ties differs). Fisher (1921) Metron 1, 3–32; Best & Roberts (1975).
 * @throws StatsError('notEnoughData') when n < 3
 */
export function testCorrelation(
  r: number,
  n: number,
  method: CorrelationMethod,
  confLevel = 0.95,
): CorrelationTest {
  if (!(n >= 3) || Number.isNaN(r))
    throw new StatsError('notEnoughData', 'no correlation', { key: 'correlationPair' });
  const df = n - 2;
  if (method === 'spearman') {
    const den = (n * (n * n - 1)) / 6;
    const s = ((n * n * n - n) * (1 - r)) / 6;
    const rho = 1 - s / den;
    const t = rho / Math.sqrt((1 - rho * rho) / df);
    return { t, df, p: tTwoSidedP(t, df), s };
  }
  const t = (Math.sqrt(df) * r) / Math.sqrt(1 - r * r);
  let ciLower = -1;
  let ciUpper = 1;
  if (n > 3) {
    const z = Math.atanh(r);
    const half = normalQuantile((1 + confLevel) / 2) / Math.sqrt(n - 3);
    ciLower = Math.tanh(z - half);
    ciUpper = Math.tanh(z + half);
  }
  return { t, df, p: tTwoSidedP(t, df), ciLower, ciUpper };
}

/**
 * The correlation matrix of `columns` (features) with t, p and, for Pearson, the Fisher-z
 * interval of every pair (R: `cor(X, method, use = "pairwise.complete.obs")` and `cor.test` per
 * pair, golden case 05). Spearman's ρ is Pearson's r of average ranks (ties averaged), ranked
 * on each pair's complete rows.
 * @throws StatsError('notEnoughQuantitativeFeatures') with fewer than 2 columns
 * @throws StatsError('notEnoughData') when a pair has fewer than 3 complete rows or a feature
 *   does not vary over them (r is undefined)
 * @throws RangeError when the columns differ in length
 */
export function computeCorrelationMatrix(
  columns: readonly Float64Array[],
  method: CorrelationMethod = 'pearson',
  confLevel = 0.95,
): CorrelationMatrix {
  const k = columns.length;
  if (k < 2) throw new StatsError('notEnoughQuantitativeFeatures');
  const rows = (columns[0] as Float64Array).length;
  if (columns.some((c) => c.length !== rows)) throw new RangeError('columns differ in length');
  const orders = method === 'spearman' ? columns.map(sortOrder) : null;
  const present = columns.map((c, i) => orders?.[i]?.length ?? countPresent(c));
  const z: (Float64Array | null)[] = columns.map((c, i) => {
    if (present[i] !== rows) return null;
    if (!orders) return standardise(c);
    const ranks = new Float64Array(rows);
    rankAlong(orders[i] as Uint32Array, c, ranks);
    return standardise(ranks);
  });
  const complete = z.flatMap((zi, i) => (zi ? [i] : []));
  const r = new Float64Array(k * k);
  const n = new Int32Array(k * k);
  fillCompletePairs(
    complete.map((i) => z[i] as Float64Array),
    complete,
    r,
    k,
  );
  const scratch: Scratch = {
    a: new Float64Array(rows),
    b: new Float64Array(rows),
    ranksA: new Float64Array(rows),
    ranksB: new Float64Array(rows),
    kept: new Uint32Array(rows),
  };
  for (let i = 0; i < k; i += 1) {
    r[i * k + i] = 1;
    n[i * k + i] = present[i] as number;
    for (let j = i + 1; j < k; j += 1) {
      let pair = { r: r[i * k + j] as number, n: rows };
      if (!(z[i] && z[j])) {
        const pairOrders = orders ? ([orders[i], orders[j]] as [Uint32Array, Uint32Array]) : null;
        pair = pairwiseCorrelation(
          columns[i] as Float64Array,
          columns[j] as Float64Array,
          pairOrders,
          scratch,
        );
      }
      if (Number.isNaN(pair.r)) {
        throw new StatsError('notEnoughData', `features ${i + 1} and ${j + 1}: no correlation`, {
          key: 'correlationPair',
          params: { first: i + 1, second: j + 1 },
        });
      }
      const rij = Math.min(1, Math.max(-1, pair.r));
      r[i * k + j] = rij;
      r[j * k + i] = rij;
      n[i * k + j] = pair.n;
      n[j * k + i] = pair.n;
    }
  }
  return { method, k, r, n, ...testEveryPair(r, n, k, method, confLevel) };
}

function countPresent(x: Float64Array): number {
  let m = 0;
  for (let i = 0; i < x.length; i += 1) if (!Number.isNaN(x[i] as number)) m += 1;
  return m;
}

/** testCorrelation of every pair, as symmetric matrices (the diagonal: r = 1 exactly). */
function testEveryPair(
  r: Float64Array,
  n: Int32Array,
  k: number,
  method: CorrelationMethod,
  confLevel: number,
) {
  const t = new Float64Array(k * k);
  const p = new Float64Array(k * k);
  const extra = [new Float64Array(k * k), new Float64Array(k * k)] as const;
  for (let i = 0; i < k; i += 1) {
    t[i * k + i] = Number.POSITIVE_INFINITY;
    extra[0][i * k + i] = method === 'pearson' ? 1 : 0;
    extra[1][i * k + i] = 1;
    for (let j = i + 1; j < k; j += 1) {
      const test = testCorrelation(
        r[i * k + j] as number,
        n[i * k + j] as number,
        method,
        confLevel,
      );
      for (const at of [i * k + j, j * k + i]) {
        t[at] = test.t;
        p[at] = test.p;
        extra[0][at] = test.s ?? test.ciLower ?? 0;
        extra[1][at] = test.ciUpper ?? 0;
      }
    }
  }
  return method === 'pearson'
    ? { t, p, ciLower: extra[0], ciUpper: extra[1] }
    : { t, p, s: extra[0] };
}
