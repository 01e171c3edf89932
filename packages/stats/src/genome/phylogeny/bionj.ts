/**
 * BIONJ (Gascuel 1997), a port of the C code in ape's `bionj`, which works in single precision
 * (C `float`): every operation here is rounded to float32 with `Math.fround` so that the pairs
 * chosen (ties within 1e-6 included) and the branch lengths are those of R.
 *
 * Reference: O. Gascuel (1997) "BIONJ: an improved version of the NJ algorithm based on a
 * simple model of sequence data", Mol Biol Evol 14:685–695; ape `bionj` (src/BIONJ.c).
 */
import { StatsError } from '../../errors.ts';
import { assertTreeDistances, type DistanceMatrix } from './distance-matrix.ts';
import { defaultTipLabels } from './neighbour-joining.ts';
import { addChild, createTreeBuilder, finishTree, type PhyloTree } from './phylo-tree.ts';

const f = Math.fround;

/**
 * The BIONJ tree of a distance matrix, `ape::bionj(d)`: neighbour-joining whose reduction
 * weighs the two joined clusters by λ from the variances of their distances (formula 9,
 * clamped to [0, 1]) and carries the variances along (formula 10); unrooted with a basal
 * trichotomy. Single precision, as ape. Time O(n³), memory one (n + 1)² Float32Array.
 * @param tipLabels one per row of `d`; default "1" … "n"
 * @throws StatsError('notEnoughData') with fewer than 3 objects, a non-finite distance or one
 *   above 100 (ape's limit)
 */
export function buildBionjTree(
  d: DistanceMatrix,
  tipLabels: readonly string[] = defaultTipLabels(d.n),
): PhyloTree {
  assertTreeDistances(d, 3);
  const n = d.n;
  const w = n + 1;
  // ape's delta, 1-based: row > column holds distances, row < column variances, [i][i] S_i
  const delta = new Float32Array(w * w);
  for (let i = 1; i <= n; i += 1) {
    for (let j = i + 1; j <= n; j += 1) {
      const value = d.values[(i - 1) * n + (j - 1)] as number;
      if (value > 100)
        throw new StatsError('notEnoughData', 'BIONJ takes distances up to 100 (ape)');
      delta[i * w + j] = value;
      delta[j * w + i] = value;
    }
  }
  const dist = (i: number, j: number) => (i > j ? delta[i * w + j] : delta[j * w + i]) as number;
  const vari = (i: number, j: number) => (i > j ? delta[j * w + i] : delta[i * w + j]) as number;
  const label = Int32Array.from({ length: w }, (_, i) => i - 1);
  // rows not yet emptied, ascending: ape visits them in this order
  const active = Int32Array.from({ length: n }, (_, i) => i + 1);
  const builder = createTreeBuilder(2 * n - 2);
  let nextNode = n;
  for (let r = n; r > 3; r -= 1) {
    computeSums(delta, w, active, r);
    const [a, b] = bestPair(delta, w, active, r);
    const vab = vari(a, b);
    const la = branchLength(a, b, delta, w, r, dist);
    const lb = branchLength(b, a, delta, w, r, dist);
    const lambda = computeLambda(a, b, vab, active, r, vari);
    const node = nextNode++;
    addChild(builder, node, label[a] as number, la);
    addChild(builder, node, label[b] as number, lb);
    const mu = f(1 - lambda);
    for (let k = 0; k < r; k += 1) {
      const i = active[k] as number;
      if (i === a || i === b) continue;
      const x = a > i ? a : i;
      const y = a > i ? i : a;
      const reduced = f(f(lambda * f(dist(a, i) - la)) + f(mu * f(dist(b, i) - lb)));
      const variance = f(f(f(lambda * vari(a, i)) + f(mu * vari(b, i))) - f(f(lambda * mu) * vab));
      delta[x * w + y] = reduced;
      delta[y * w + x] = variance;
    }
    active.copyWithin(active.indexOf(b), active.indexOf(b) + 1, r);
    label[a] = node;
  }
  const [l0, l1, l2] = [active[0] as number, active[1] as number, active[2] as number];
  const d0 = dist(l0, l1);
  const d1 = dist(l0, l2);
  const d2 = dist(l1, l2);
  const root = nextNode;
  addChild(builder, root, label[l2] as number, (d2 + d1 - d0) / 2);
  addChild(builder, root, label[l1] as number, (d0 + d2 - d1) / 2);
  addChild(builder, root, label[l0] as number, (d0 + d1 - d2) / 2);
  return finishTree(builder, tipLabels, root, false);
}

/** S_i = Σ_j d_ij over the active rows, summed in ape's order, kept on the diagonal. */
function computeSums(delta: Float32Array, w: number, active: Int32Array, r: number): void {
  for (let k = 0; k < r; k += 1) {
    const i = active[k] as number;
    let sum = 0;
    for (let l = 0; l < k; l += 1) sum = f(sum + (delta[i * w + (active[l] as number)] as number));
    for (let l = k + 1; l < r; l += 1)
      sum = f(sum + (delta[(active[l] as number) * w + i] as number));
    delta[i * w + i] = sum;
  }
}

/** Minimises (r − 2)·d_xy − S_x − S_y over y < x; a later pair wins only by more than 1e-6. */
function bestPair(delta: Float32Array, w: number, active: Int32Array, r: number): [number, number] {
  let qmin = f(1e30);
  let a = 0;
  let b = 0;
  const factor = r - 2;
  for (let k = 1; k < r; k += 1) {
    const x = active[k] as number;
    const row = x * w;
    const sx = delta[row + x] as number;
    for (let l = 0; l < k; l += 1) {
      const y = active[l] as number;
      const q = f(f(f(factor * (delta[row + y] as number)) - sx) - (delta[y * w + y] as number));
      if (q < qmin - 0.000001) {
        qmin = q;
        a = x;
        b = y;
      }
    }
  }
  return [a, b];
}

/** Formula (2): ½·(d_ab + (S_a − S_b)/(r − 2)). */
function branchLength(
  a: number,
  b: number,
  delta: Float32Array,
  w: number,
  r: number,
  dist: (i: number, j: number) => number,
): number {
  const skew = f(f((delta[a * w + a] as number) - (delta[b * w + b] as number)) / (r - 2));
  return f(0.5 * f(dist(a, b) + skew));
}

/** Formula (9): λ = ½ + Σ_i (V_bi − V_ai) / (2(r − 2)·V_ab), clamped to [0, 1]; ½ if V_ab = 0. */
function computeLambda(
  a: number,
  b: number,
  vab: number,
  active: Int32Array,
  r: number,
  vari: (i: number, j: number) => number,
): number {
  let lambda = 0.5;
  if (vab !== 0) {
    let sum = 0;
    for (let k = 0; k < r; k += 1) {
      const i = active[k] as number;
      if (a === i || b === i) continue;
      sum = f(sum + f(vari(b, i) - vari(a, i)));
    }
    lambda = f(0.5 + f(sum / f(2 * (r - 2) * vab)));
  }
  if (lambda > 1) lambda = 1;
  if (lambda < 0) lambda = 0;
  return lambda;
}
