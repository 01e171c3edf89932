/**
 * Neighbour-joining (Saitou & Nei 1987, in the O(n³) form of Studier & Keppler 1988), a port of
 * ape's `nj` C code that keeps its order of candidates, so ties resolve and the tree reads as in R.
 *
 * Reference: Saitou & Nei (1987) Mol Biol Evol 4:406; Studier & Keppler (1988) Mol Biol Evol
 * 5:729; ape `nj` (src/nj.c).
 */
import { assertTreeDistances, type DistanceMatrix } from './distance-matrix.ts';
import { addChild, createTreeBuilder, finishTree, type PhyloTree } from './phylo-tree.ts';

/** Tip labels "1" … "n", ape's default when the distances have no labels. */
export function defaultTipLabels(n: number): string[] {
  return Array.from({ length: n }, (_, i) => String(i + 1));
}

/**
 * The neighbour-joining tree of a distance matrix, `ape::nj(d)`: unrooted, with a basal
 * trichotomy. At each step with m clusters, S_i = Σ_j d_ij and the pair minimising
 * (m − 2)·d_ij − S_i − S_j joins (the first in ape's order on ties); its branches are
 * (d_ij ± (S_i − S_j)/(m − 2))/2 and d_(ij)k = (d_ik + d_jk − d_ij)/2. Branch lengths may be
 * negative, as in R. Time O(n³), memory one n × n Float64Array.
 * @param tipLabels one per row of `d`; default "1" … "n"
 * @throws StatsError('notEnoughData') with fewer than 3 objects or a non-finite distance
 */
export function buildNeighbourJoiningTree(
  d: DistanceMatrix,
  tipLabels: readonly string[] = defaultTipLabels(d.n),
): PhyloTree {
  assertTreeDistances(d, 3);
  const n = d.n;
  const dist = d.values.slice();
  // ape keeps its clusters in a list where the newest cluster comes first: slot[p] is the
  // matrix row of the cluster at position p, nodeAt[row] the tree node it stands for
  const slot = Int32Array.from({ length: n }, (_, i) => i);
  const nodeAt = Int32Array.from({ length: n }, (_, i) => i);
  const sums = new Float64Array(n);
  const builder = createTreeBuilder(2 * n - 2);
  let nextNode = n;
  for (let m = n; m > 3; m -= 1) {
    computeRowSums(dist, n, slot, m, sums);
    const [p1, p2] = findClosestPair(dist, n, slot, m, sums);
    const s1 = slot[p1] as number;
    const s2 = slot[p2] as number;
    const a = dist[s1 * n + s2] as number;
    const b = ((sums[p1] as number) - (sums[p2] as number)) / (m - 2);
    const node = nextNode++;
    addChild(builder, node, nodeAt[s1] as number, (a + b) / 2);
    addChild(builder, node, nodeAt[s2] as number, (a - b) / 2);
    for (let p = 0; p < m; p += 1) {
      if (p === p1 || p === p2) continue;
      const s = slot[p] as number;
      const value = ((dist[s * n + s1] as number) + (dist[s * n + s2] as number) - a) / 2;
      dist[s1 * n + s] = value;
      dist[s * n + s1] = value;
    }
    nodeAt[s1] = node;
    slot.copyWithin(p2, p2 + 1, m);
    slot.copyWithin(1, 0, p1);
    slot[0] = s1;
  }
  const [r0, r1, r2] = [slot[0] as number, slot[1] as number, slot[2] as number];
  const d01 = dist[r0 * n + r1] as number;
  const d02 = dist[r0 * n + r2] as number;
  const d12 = dist[r1 * n + r2] as number;
  const root = nextNode;
  addChild(builder, root, nodeAt[r2] as number, (d12 + d02 - d01) / 2);
  addChild(builder, root, nodeAt[r1] as number, (d01 + d12 - d02) / 2);
  addChild(builder, root, nodeAt[r0] as number, (d01 + d02 - d12) / 2);
  return finishTree(builder, tipLabels, root, false);
}

/** S of each position, summed in ape's order (later positions first, then earlier ones). */
function computeRowSums(
  dist: Float64Array,
  n: number,
  slot: Int32Array,
  m: number,
  sums: Float64Array,
): void {
  for (let p = 0; p < m; p += 1) {
    const row = (slot[p] as number) * n;
    let sum = 0;
    for (let q = p + 1; q < m; q += 1) sum += dist[row + (slot[q] as number)] as number;
    for (let q = 0; q < p; q += 1) sum += dist[row + (slot[q] as number)] as number;
    sums[p] = sum;
  }
}

/** Positions p1 < p2 of the first pair with the smallest (m − 2)·d − S_p1 − S_p2. */
function findClosestPair(
  dist: Float64Array,
  n: number,
  slot: Int32Array,
  m: number,
  sums: Float64Array,
): [number, number] {
  const factor = m - 2;
  let smallest = 1e50;
  let p1 = 0;
  let p2 = 1;
  for (let p = 0; p < m - 1; p += 1) {
    const row = (slot[p] as number) * n;
    const sp = sums[p] as number;
    for (let q = p + 1; q < m; q += 1) {
      const value = factor * (dist[row + (slot[q] as number)] as number) - sp - (sums[q] as number);
      if (value < smallest) {
        smallest = value;
        p1 = p;
        p2 = q;
      }
    }
  }
  return [p1, p2];
}
