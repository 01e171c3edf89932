/**
 * Cophenetic (patristic) distances of a tree and how well they keep the input distances.
 *
 * Reference: Sokal & Rohlf (1962) Taxon 11:33; ape `cophenetic.phylo`; R `cor`.
 */
import { StatsError } from '../../errors.ts';
import type { DistanceMatrix } from './distance-matrix.ts';
import type { PhyloTree } from './phylo-tree.ts';

/**
 * The length of the path between every two tips, `ape::cophenetic(tree)`, in the order of
 * `tipLabels`. For a UPGMA tree it is the height at which the two tips' clusters merged.
 * Each pair is visited once at its most recent common ancestor: O(n²).
 */
export function computeCophenetic(tree: PhyloTree): DistanceMatrix {
  const n = tree.tipLabels.length;
  const { edgeParent, edgeChild, edgeLength, nodeCount } = tree;
  const depth = new Float64Array(nodeCount);
  // tips in preorder, so each node's tips are the contiguous range first … last − 1
  const tipAt = new Int32Array(n);
  const first = new Int32Array(nodeCount).fill(n);
  const last = new Int32Array(nodeCount);
  let position = 0;
  for (let e = 0; e < edgeChild.length; e += 1) {
    const child = edgeChild[e] as number;
    depth[child] = (depth[edgeParent[e] as number] as number) + (edgeLength[e] as number);
    if (child < n) {
      tipAt[position] = child;
      first[child] = position;
      last[child] = position + 1;
      position += 1;
    }
  }
  for (let e = edgeChild.length - 1; e >= 0; e -= 1) {
    const p = edgeParent[e] as number;
    const c = edgeChild[e] as number;
    first[p] = Math.min(first[p] as number, first[c] as number);
    last[p] = Math.max(last[p] as number, last[c] as number);
  }
  const values = new Float64Array(n * n);
  // the children of a node are consecutive in edge order among its edges
  for (let e = 0; e < edgeChild.length; e += 1) {
    const p = edgeParent[e] as number;
    const c = edgeChild[e] as number;
    const base = 2 * (depth[p] as number);
    // pair c's tips with the tips of the siblings before c (those left of first[c] in p)
    for (let x = first[p] as number; x < (first[c] as number); x += 1) {
      const a = tipAt[x] as number;
      for (let y = first[c] as number; y < (last[c] as number); y += 1) {
        const b = tipAt[y] as number;
        const value = (depth[a] as number) + (depth[b] as number) - base;
        values[a * n + b] = value;
        values[b * n + a] = value;
      }
    }
  }
  return { n, values };
}

/**
 * The cophenetic correlation: Pearson's r between the cophenetic and the input distances over
 * all pairs i < j, `cor(as.vector(as.dist(cophenetic(tree))), as.vector(d))`.
 * @throws StatsError('notEnoughData') when the matrices differ in size, with fewer than 3
 *   objects, or when either set of distances is constant
 */
export function computeCopheneticCorrelation(
  cophenetic: DistanceMatrix,
  d: DistanceMatrix,
): number {
  const n = d.n;
  if (cophenetic.n !== n || n < 3)
    throw new StatsError('notEnoughData', 'cophenetic correlation needs ≥ 3 objects');
  const pairs = (n * (n - 1)) / 2;
  let meanX = 0;
  let meanY = 0;
  for (let i = 0; i < n; i += 1) {
    for (let j = i + 1; j < n; j += 1) {
      meanX += cophenetic.values[i * n + j] as number;
      meanY += d.values[i * n + j] as number;
    }
  }
  meanX /= pairs;
  meanY /= pairs;
  let sxx = 0;
  let syy = 0;
  let sxy = 0;
  for (let i = 0; i < n; i += 1) {
    for (let j = i + 1; j < n; j += 1) {
      const x = (cophenetic.values[i * n + j] as number) - meanX;
      const y = (d.values[i * n + j] as number) - meanY;
      sxx += x * x;
      syy += y * y;
      sxy += x * y;
    }
  }
  if (sxx === 0 || syy === 0)
    throw new StatsError('notEnoughData', 'constant distances have no correlation');
  return sxy / Math.sqrt(sxx * syy);
}
