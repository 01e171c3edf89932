/**
 * Correlation matrices between quantitative features (traits), with the tests and intervals of
 * R's `cor.test`, and the order of features for a heat map.
 *
 * Each feature is one column (Float64Array, one value per plot or plant); NaN is a missing
 * value and each pair uses the rows where both are present (R: `use =
 * "pairwise.complete.obs"`). Pairs of complete columns, the usual case, go through one
 * standardisation per column and a dot product per pair.
 */
import { normalQuantile, tTwoSidedP } from './distributions.ts';
import { StatsError } from './errors.ts';

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

const LITTLE_ENDIAN = new Uint8Array(Uint16Array.of(1).buffer)[0] === 1;
const LO = LITTLE_ENDIAN ? 0 : 1;
const HI = 1 - LO;
/** LSD radix passes over the 64-bit key: [word, shift] of each 11-bit digit. */
const DIGITS = [
  [LO, 0],
  [LO, 11],
  [LO, 22],
  [HI, 0],
  [HI, 11],
  [HI, 22],
] as const;

/**
 * Row indices of the non-missing values of `x` in ascending order of value (stable): an LSD
 * radix sort on the IEEE-754 bits, made order-preserving by flipping the sign bit of positive
 * numbers and every bit of negative ones (−0 taken as +0). O(n), unlike a comparison sort.
 */
function sortOrder(x: Float64Array): Uint32Array {
  let m = 0;
  for (let i = 0; i < x.length; i += 1) if (!Number.isNaN(x[i] as number)) m += 1;
  const rows = new Uint32Array(m);
  const keys = new Float64Array(m);
  m = 0;
  for (let i = 0; i < x.length; i += 1) {
    const v = x[i] as number;
    if (Number.isNaN(v)) continue;
    rows[m] = i;
    keys[m] = v === 0 ? 0 : v;
    m += 1;
  }
  const words = new Uint32Array(keys.buffer);
  for (let t = 0; t < 2 * m; t += 2) {
    const hi = words[t + HI] as number;
    if (hi >= 0x80000000) {
      words[t + HI] = ~hi;
      words[t + LO] = ~(words[t + LO] as number);
    } else words[t + HI] = hi | 0x80000000;
  }
  let perm = new Uint32Array(m);
  for (let t = 0; t < m; t += 1) perm[t] = t;
  let next = new Uint32Array(m);
  const count = new Uint32Array(2048);
  for (const [word, shift] of DIGITS) {
    count.fill(0);
    for (let t = 0; t < m; t += 1) {
      const digit = ((words[2 * (perm[t] as number) + word] as number) >>> shift) & 2047;
      count[digit] = (count[digit] as number) + 1;
    }
    // every key has the same digit here (common for sign and exponent): nothing to move
    if (
      m === 0 ||
      count[((words[2 * (perm[0] as number) + word] as number) >>> shift) & 2047] === m
    )
      continue;
    let sum = 0;
    for (let d = 0; d < 2048; d += 1) {
      const c = count[d] as number;
      count[d] = sum;
      sum += c;
    }
    for (let t = 0; t < m; t += 1) {
      const position = perm[t] as number;
      const digit = ((words[2 * position + word] as number) >>> shift) & 2047;
      next[count[digit] as number] = position;
      count[digit] = (count[digit] as number) + 1;
    }
    [perm, next] = [next, perm];
  }
  for (let t = 0; t < m; t += 1) next[t] = rows[perm[t] as number] as number;
  return next;
}

/** Average ranks along `order` (rows sorted by value) written into `ranks` at each row. */
function rankAlong(order: Uint32Array, x: Float64Array, ranks: Float64Array): void {
  const m = order.length;
  for (let start = 0; start < m; ) {
    const v = x[order[start] as number];
    let end = start + 1;
    while (end < m && x[order[end] as number] === v) end += 1;
    const mid = (start + end + 1) / 2;
    for (let t = start; t < end; t += 1) ranks[order[t] as number] = mid;
    start = end;
  }
}

/**
 * Average ranks, 1-based, ties sharing the mean of their positions (R: `rank(x)`,
 * ties.method = "average"); a missing value (NaN) gets NaN and does not count.
 */
export function computeRanks(values: ArrayLike<number>): Float64Array {
  const x = Float64Array.from(values);
  const ranks = new Float64Array(x.length).fill(Number.NaN);
  rankAlong(sortOrder(x), x, ranks);
  return ranks;
}

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

/** Pearson's r of the first m entries of a and b around their means (NaN if either is constant). */
function correlate(a: Float64Array, b: Float64Array, m: number, ma: number, mb: number): number {
  let saa = 0;
  let sbb = 0;
  let sab = 0;
  for (let i = 0; i < m; i += 1) {
    const da = (a[i] as number) - ma;
    const db = (b[i] as number) - mb;
    saa += da * da;
    sbb += db * db;
    sab += da * db;
  }
  return saa > 0 && sbb > 0 ? sab / (Math.sqrt(saa) * Math.sqrt(sbb)) : Number.NaN;
}

/** What the pairs with missing values need, allocated once per matrix. */
type Scratch = {
  a: Float64Array;
  b: Float64Array;
  ranksA: Float64Array;
  ranksB: Float64Array;
  kept: Uint32Array;
};

/** r of two columns on the rows where both are present; Spearman re-ranks there, as R does. */
function pairwiseCorrelation(
  x: Float64Array,
  y: Float64Array,
  orders: [Uint32Array, Uint32Array] | null,
  s: Scratch,
): { r: number; n: number } {
  const both = (row: number) => !Number.isNaN(x[row] as number) && !Number.isNaN(y[row] as number);
  let xs = x;
  let ys = y;
  if (orders) {
    // ranks among the complete rows: walk each column's sorted order, skipping the others
    for (const [order, values, ranks] of [
      [orders[0], x, s.ranksA],
      [orders[1], y, s.ranksB],
    ] as const) {
      let m = 0;
      for (let t = 0; t < order.length; t += 1)
        if (both(order[t] as number)) s.kept[m++] = order[t] as number;
      rankAlong(s.kept.subarray(0, m), values, ranks);
    }
    xs = s.ranksA;
    ys = s.ranksB;
  }
  let n = 0;
  let sumA = 0;
  let sumB = 0;
  for (let row = 0; row < x.length; row += 1) {
    if (!both(row)) continue;
    const va = xs[row] as number;
    const vb = ys[row] as number;
    s.a[n] = va;
    s.b[n] = vb;
    sumA += va;
    sumB += vb;
    n += 1;
  }
  if (n < 3) return { n, r: Number.NaN };
  // average ranks of n values always have the mean (n + 1)/2
  const [ma, mb] = orders ? [(n + 1) / 2, (n + 1) / 2] : [sumA / n, sumB / n];
  return { n, r: correlate(s.a, s.b, n, ma, mb) };
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
  if (!(n >= 3) || Number.isNaN(r)) throw new StatsError('notEnoughData');
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
        throw new StatsError('notEnoughData', `features ${i + 1} and ${j + 1}: no correlation`);
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

/** Complete-linkage hierarchical clustering in R's encoding (`hclust`'s merge, height, order). */
export type FeatureClustering = {
  /** features left to right in the dendrogram, 0-based (R's `order` − 1) */
  order: number[];
  /** R's `merge`: −j is feature j (1-based), +m the cluster formed at step m */
  merge: [number, number][];
  /** R's `height`: the 1 − r at which each merge happens */
  height: number[];
};

/**
 * The heat-map order of features: `hclust(as.dist(1 - r), method = "complete")` as golden case
 * 05 runs it, ported from R's Fortran (Murtagh 1986 nearest-neighbour list, `hclust.f` HCLUST
 * with iOpt = 3, then HCASS2 for merge and order), so ties resolve as in R.
 * @throws StatsError('notEnoughQuantitativeFeatures') with fewer than 2 features
 */
export function clusterFeatures(r: Float64Array, k: number): FeatureClustering {
  if (k < 2) throw new StatsError('notEnoughQuantitativeFeatures');
  // upper triangle, i < j, in R's dist order: idx = j + i·k − (i + 1)(i + 2)/2 (0-based)
  const at = (a: number, b: number) => {
    const [i, j] = a < b ? [a, b] : [b, a];
    return j + i * k - ((i + 1) * (i + 2)) / 2;
  };
  const diss = new Float64Array((k * (k - 1)) / 2);
  for (let i = 0; i < k; i += 1)
    for (let j = i + 1; j < k; j += 1) diss[at(i, j)] = 1 - (r[i * k + j] as number);
  const { ia, ib, height } = agglomerate(diss, k, at);
  return { ...assignMergeOrder(ia, ib, k), height };
}

/** R's HCLUST for complete linkage: merges (ia < ib, 0-based) and their heights. */
function agglomerate(diss: Float64Array, k: number, at: (a: number, b: number) => number) {
  const INF = 1e300;
  const active = new Uint8Array(k).fill(1);
  const nn = new Int32Array(k);
  const disnn = new Float64Array(k);
  let jj = 0;
  const nearest = (i: number) => {
    let dmin = INF;
    for (let j = i + 1; j < k; j += 1) {
      if (active[j] && (diss[at(i, j)] as number) < dmin) {
        dmin = diss[at(i, j)] as number;
        jj = j;
      }
    }
    nn[i] = jj;
    disnn[i] = dmin;
  };
  for (let i = 0; i < k - 1; i += 1) nearest(i);
  const ia: number[] = [];
  const ib: number[] = [];
  const height: number[] = [];
  for (let step = 0; step < k - 1; step += 1) {
    let dmin = INF;
    let im = 0;
    let jm = 0;
    for (let i = 0; i < k - 1; i += 1) {
      if (active[i] && (disnn[i] as number) < dmin) {
        dmin = disnn[i] as number;
        im = i;
        jm = nn[i] as number;
      }
    }
    const i2 = Math.min(im, jm);
    const j2 = Math.max(im, jm);
    ia.push(i2);
    ib.push(j2);
    height.push(dmin);
    active[j2] = 0;
    dmin = INF;
    for (let m = 0; m < k; m += 1) {
      if (!active[m] || m === i2) continue;
      const d = Math.max(diss[at(i2, m)] as number, diss[at(j2, m)] as number);
      diss[at(i2, m)] = d;
      if (i2 < m && d < dmin) {
        dmin = d;
        jj = m;
      } else if (i2 > m && d < (disnn[m] as number)) {
        disnn[m] = d;
        nn[m] = i2;
      }
    }
    disnn[i2] = dmin;
    nn[i2] = jj;
    for (let i = 0; i < k - 1; i += 1) if (active[i] && (nn[i] === i2 || nn[i] === j2)) nearest(i);
  }
  return { ia, ib, height };
}

/** R's HCASS2: merges in hclust's signed encoding and the left-to-right order of the leaves. */
function assignMergeOrder(ia: number[], ib: number[], k: number) {
  // 1-based cluster labels (lowest member), as the Fortran keeps them
  const a = ia.map((v) => v + 1);
  const b = ib.map((v) => v + 1);
  const iia = [...a];
  const iib = [...b];
  for (let i = 0; i < k - 2; i += 1) {
    const label = Math.min(a[i] as number, b[i] as number);
    for (let j = i + 1; j < k - 1; j += 1) {
      if (a[j] === label) iia[j] = -(i + 1);
      if (b[j] === label) iib[j] = -(i + 1);
    }
  }
  const merge: [number, number][] = iia.map((v, i) => {
    const x = -v;
    const y = -(iib[i] as number);
    if (x > 0 && y < 0) return [y, x];
    if (x > 0 && y > 0) return [Math.min(x, y), Math.max(x, y)];
    return [x, y];
  });
  const order: number[] = [...(merge[k - 2] as [number, number])];
  for (let i = k - 2; i >= 1; i -= 1) {
    const j = order.indexOf(i);
    const [left, right] = merge[i - 1] as [number, number];
    order.splice(j, 1, left, right);
  }
  return { merge, order: order.map((v) => -v - 1) };
}
