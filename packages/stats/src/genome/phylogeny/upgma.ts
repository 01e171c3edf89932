/**
 * UPGMA: average-linkage hierarchical clustering as R's `hclust(d, "average")` (a port of its
 * Fortran, nearest-neighbour list of Murtagh 1985, so tied heights merge in R's order) and the
 * rooted ultrametric tree ape's `as.phylo` makes of it, which is `phangorn::upgma(d)`.
 *
 * Reference: Sokal & Michener (1958); R `hclust` (src/library/stats/src/hclust.f: HCLUST with
 * iOpt = 3, HCASS2); ape `as.phylo.hclust`; phangorn `upgma`.
 */
import { assertTreeDistances, type DistanceMatrix } from './distance-matrix.ts';
import { defaultTipLabels } from './neighbour-joining.ts';
import { addChild, createTreeBuilder, finishTree, type PhyloTree } from './phylo-tree.ts';

/** hclust's result in R's encoding. */
export type AverageLinkage = {
  /** R's `merge`, one row per step: −j is object j (1-based), +m the cluster of step m */
  merge: Int32Array;
  /** R's `height`: the average distance between the two clusters joined at each step */
  height: Float64Array;
  /** objects left to right in the dendrogram, 0-based (R's `order` − 1) */
  order: Int32Array;
};

/**
 * Average-linkage clustering, `hclust(as.dist(d), method = "average")`: the two clusters with
 * the smallest distance join, and d(k, i∪j) = (n_i·d_ki + n_j·d_kj)/(n_i + n_j). Memory one
 * packed triangle; time O(n²) per step at worst.
 * @throws StatsError('notEnoughData') with fewer than 2 objects or a non-finite distance
 */
export function computeAverageLinkage(d: DistanceMatrix): AverageLinkage {
  assertTreeDistances(d, 2);
  const n = d.n;
  // upper triangle i < j in R's dist order: (i, j) → j + i·n − (i + 1)(i + 2)/2, 0-based
  const offset = (i: number, j: number) => j + i * n - ((i + 1) * (i + 2)) / 2;
  const diss = new Float64Array((n * (n - 1)) / 2);
  for (let i = 0; i < n; i += 1)
    for (let j = i + 1; j < n; j += 1) diss[offset(i, j)] = d.values[i * n + j] as number;
  const { ia, ib, height } = agglomerate(diss, n, offset);
  const { merge, order } = assignMergeOrder(ia, ib, n);
  return { merge, height, order };
}

/** HCLUST, group average (iOpt = 3): merges ia < ib (0-based) with their heights. */
function agglomerate(diss: Float64Array, n: number, offset: (i: number, j: number) => number) {
  const INF = 1e300;
  const active = new Uint8Array(n).fill(1);
  const members = new Float64Array(n).fill(1);
  const nn = new Int32Array(n);
  const disnn = new Float64Array(n);
  const nearest = (i: number) => {
    let dmin = INF;
    let jm = 0;
    for (let j = i + 1; j < n; j += 1) {
      const value = diss[offset(i, j)] as number;
      if (active[j] && value < dmin) {
        dmin = value;
        jm = j;
      }
    }
    nn[i] = jm;
    disnn[i] = dmin;
  };
  for (let i = 0; i < n - 1; i += 1) nearest(i);
  const ia = new Int32Array(n - 1);
  const ib = new Int32Array(n - 1);
  const height = new Float64Array(n - 1);
  for (let step = 0; step < n - 1; step += 1) {
    let dmin = INF;
    let im = 0;
    let jm = 0;
    for (let i = 0; i < n - 1; i += 1) {
      if (active[i] && (disnn[i] as number) < dmin) {
        dmin = disnn[i] as number;
        im = i;
        jm = nn[i] as number;
      }
    }
    const i2 = Math.min(im, jm);
    const j2 = Math.max(im, jm);
    ia[step] = i2;
    ib[step] = j2;
    height[step] = dmin;
    active[j2] = 0;
    dmin = INF;
    let jj = 0;
    const mi = members[i2] as number;
    const mj = members[j2] as number;
    for (let k = 0; k < n; k += 1) {
      if (!active[k] || k === i2) continue;
      const ind1 = i2 < k ? offset(i2, k) : offset(k, i2);
      const ind2 = j2 < k ? offset(j2, k) : offset(k, j2);
      const value = (mi * (diss[ind1] as number) + mj * (diss[ind2] as number)) / (mi + mj);
      diss[ind1] = value;
      if (i2 < k) {
        if (value < dmin) {
          dmin = value;
          jj = k;
        }
      } else if (value < (disnn[k] as number)) {
        disnn[k] = value;
        nn[k] = i2;
      }
    }
    members[i2] = mi + mj;
    disnn[i2] = dmin;
    nn[i2] = jj;
    for (let i = 0; i < n - 1; i += 1) if (active[i] && (nn[i] === i2 || nn[i] === j2)) nearest(i);
  }
  return { ia, ib, height };
}

/** HCASS2: hclust's signed merge matrix (row-major, 2 per step) and the leaves' order. */
function assignMergeOrder(ia: Int32Array, ib: Int32Array, n: number) {
  const steps = n - 1;
  // a cluster is known by its lowest member (1-based) until a later step refers to it
  const iia = Int32Array.from(ia, (v) => v + 1);
  const iib = Int32Array.from(ib, (v) => v + 1);
  const owner = new Int32Array(n + 1).fill(-1);
  for (let i = 0; i < steps; i += 1) {
    const a = ia[i] as number;
    const b = ib[i] as number;
    const x = owner[a + 1] === -1 ? -(a + 1) : (owner[a + 1] as number) + 1;
    const y = owner[b + 1] === -1 ? -(b + 1) : (owner[b + 1] as number) + 1;
    iia[i] = x;
    iib[i] = y;
    owner[Math.min(a, b) + 1] = i;
  }
  const merge = new Int32Array(2 * steps);
  for (let i = 0; i < steps; i += 1) {
    const x = iia[i] as number;
    const y = iib[i] as number;
    const [left, right] =
      x > 0 && y < 0 ? [y, x] : x > 0 && y > 0 ? [Math.min(x, y), Math.max(x, y)] : [x, y];
    merge[2 * i] = left;
    merge[2 * i + 1] = right;
  }
  // leaves left to right: expand the last merge depth-first, left before right
  const order = new Int32Array(n);
  const stack = [steps];
  let count = 0;
  while (stack.length > 0) {
    const entry = stack.pop() as number;
    if (entry < 0) {
      order[count++] = -entry - 1;
      continue;
    }
    stack.push(merge[2 * (entry - 1) + 1] as number, merge[2 * (entry - 1)] as number);
  }
  return { merge, order };
}

/**
 * The UPGMA tree, `phangorn::upgma(d)` (= `ape::as.phylo(hclust(d, "average"))`): rooted and
 * ultrametric, each tip at depth height/2 below its cluster's node, children in `merge` order.
 * @param tipLabels one per row of `d`; default "1" … "n"
 * @throws StatsError('notEnoughData') with fewer than 2 objects or a non-finite distance
 */
export function buildUpgmaTree(
  d: DistanceMatrix,
  tipLabels: readonly string[] = defaultTipLabels(d.n),
): PhyloTree {
  const { merge, height } = computeAverageLinkage(d);
  const n = d.n;
  const steps = n - 1;
  const builder = createTreeBuilder(2 * n - 1);
  // cluster of step m (1-based) is builder node n + m − 1
  for (let i = 0; i < steps; i += 1) {
    for (let side = 0; side < 2; side += 1) {
      const y = merge[2 * i + side] as number;
      const h = height[i] as number;
      if (y > 0) addChild(builder, n + i, n + y - 1, (h - (height[y - 1] as number)) / 2);
      else addChild(builder, n + i, -y - 1, h / 2);
    }
  }
  return finishTree(builder, tipLabels, n + steps - 1, true);
}
