/**
 * Splits (bipartitions) of a tree: each edge divides the tips in two. Trees are compared by their
 * splits, never by Newick text, whose child order is arbitrary.
 *
 * Reference: Bryant (2003) "A classification of consensus methods for phylogenetics";
 * Robinson & Foulds (1981) Math Biosci 53:131; phangorn `RF.dist`.
 */
import { StatsError } from '../../errors.ts';
import type { PhyloTree } from './phylo-tree.ts';

/** One edge's split: the tips on the side without the reference tip, and the edge's length. */
export type Split = { tips: Int32Array; length: number };

/** The tip whose label sorts first (code-unit order), the default reference of a split. */
function firstTipByLabel(tipLabels: readonly string[]): number {
  let best = 0;
  for (let t = 1; t < tipLabels.length; t += 1)
    if ((tipLabels[t] as string) < (tipLabels[best] as string)) best = t;
  return best;
}

/** Tip sets below each node as bit sets, `words` Uint32 per node. */
function subtreeTips(tree: PhyloTree): { bits: Uint32Array; words: number } {
  const tipCount = tree.tipLabels.length;
  const words = Math.ceil(tipCount / 32);
  const bits = new Uint32Array(tree.nodeCount * words);
  for (let t = 0; t < tipCount; t += 1) bits[t * words + (t >>> 5)] = 1 << (t & 31);
  for (let e = tree.edgeChild.length - 1; e >= 0; e -= 1) {
    const p = (tree.edgeParent[e] as number) * words;
    const c = (tree.edgeChild[e] as number) * words;
    for (let w = 0; w < words; w += 1)
      bits[p + w] = (bits[p + w] as number) | (bits[c + w] as number);
  }
  return { bits, words };
}

/**
 * The split of every edge, in the tree's edge order: the tips (0-based, ascending) on the side
 * of the edge that does not hold `reference` (default: the tip whose label sorts first), as
 * golden case 09's `splits()` lists them. A rooted tree's two root edges give the same split.
 */
export function computeSplits(
  tree: PhyloTree,
  reference = firstTipByLabel(tree.tipLabels),
): Split[] {
  const tipCount = tree.tipLabels.length;
  const { bits, words } = subtreeTips(tree);
  const side = new Uint32Array(words);
  return Array.from(tree.edgeChild, (child, e) => {
    const base = child * words;
    const flip = ((bits[base + (reference >>> 5)] as number) >>> (reference & 31)) & 1;
    for (let w = 0; w < words; w += 1)
      side[w] = flip ? ~(bits[base + w] as number) : (bits[base + w] as number);
    const tips: number[] = [];
    for (let t = 0; t < tipCount; t += 1)
      if (((side[t >>> 5] as number) >>> (t & 31)) & 1) tips.push(t);
    return { tips: Int32Array.from(tips), length: tree.edgeLength[e] as number };
  });
}

/** A split as its tip labels sorted (code-unit order) and joined by commas. */
export function formatSplit(split: Split, tipLabels: readonly string[]): string {
  return Array.from(split.tips, (t) => tipLabels[t] as string)
    .sort()
    .join(',');
}

/** The non-trivial splits (2 … n − 2 tips a side) as keys over the labels' sorted order. */
function splitKeys(tree: PhyloTree, rank: Map<string, number>): Set<string> {
  const tipCount = tree.tipLabels.length;
  const reference = tree.tipLabels.findIndex((label) => rank.get(label) === 0);
  const keys = new Set<string>();
  for (const split of computeSplits(tree, reference)) {
    if (split.tips.length < 2 || split.tips.length > tipCount - 2) continue;
    const ranks = Array.from(split.tips, (t) => rank.get(tree.tipLabels[t] as string) as number);
    keys.add(ranks.sort((x, y) => x - y).join(','));
  }
  return keys;
}

/**
 * The Robinson–Foulds distance: the number of non-trivial splits found in one tree but not the
 * other (`phangorn::RF.dist(a, b)`, unrooted comparison). 0 means the same topology.
 * @throws StatsError('notEnoughData') when the trees do not have the same tip labels
 */
export function computeRobinsonFoulds(a: PhyloTree, b: PhyloTree): number {
  const sorted = [...a.tipLabels].sort();
  const rank = new Map(sorted.map((label, i) => [label, i]));
  const same =
    a.tipLabels.length === b.tipLabels.length &&
    rank.size === sorted.length &&
    b.tipLabels.every((label) => rank.has(label));
  if (!same) throw new StatsError('notEnoughData', 'the trees do not have the same tips');
  const keysA = splitKeys(a, rank);
  const keysB = splitKeys(b, rank);
  let distance = 0;
  for (const key of keysA) if (!keysB.has(key)) distance += 1;
  for (const key of keysB) if (!keysA.has(key)) distance += 1;
  return distance;
}
