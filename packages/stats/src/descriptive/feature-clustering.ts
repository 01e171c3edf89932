/**
 * Complete-linkage hierarchical clustering of features from their correlation matrix, for the
 * order of a heat map: a port of R's `hclust` Fortran, so that ties resolve as in R.
 *
 * Reference: R `hclust` and its Fortran `hclust.f` (see `clusterFeatures`).
 */
import { StatsError } from '../errors.ts';

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
