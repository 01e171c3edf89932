/**
 * The correlation of two features on the rows where both are present (R: `cor(x, y, method,
 * use = "pairwise.complete.obs")`), for pairs with missing values; Spearman re-ranks on those
 * rows.
 */
import { rankAlong } from '../comparisons/ranks.ts';

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
export type Scratch = {
  a: Float64Array;
  b: Float64Array;
  ranksA: Float64Array;
  ranksB: Float64Array;
  kept: Uint32Array;
};

/** r of two columns on the rows where both are present; Spearman re-ranks there, as R does. */
export function pairwiseCorrelation(
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
