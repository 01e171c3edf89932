import type { NewickNode } from './parse-newick.ts';

/** A tip placed on the drawing: `x` in branch-length units from the root, `row` its line. */
export type PlacedTip = { name: string; x: number; row: number };

/** A rectangular phylogram: lines in (branch-length, row) units, and the tips. */
export type TreeLayout = {
  tips: PlacedTip[];
  /** Horizontal branches: from the parent's depth to the node's, at the node's row. */
  branches: { row: number; from: number; to: number }[];
  /** Vertical joins of an internal node: at its depth, from its first child's row to its last. */
  joins: { x: number; from: number; to: number }[];
  /** The deepest tip's distance from the root (at least a tiny positive number). */
  depth: number;
};

/**
 * Lays a tree out as a rectangular phylogram: each tip on its own row (top to bottom in the
 * tree's order), x the summed branch lengths from the root, an internal node midway between its
 * first and last child. Negative lengths (neighbour-joining can give them) are drawn as 0, so no
 * branch turns back. Iterative, so a 3,000-tip caterpillar does not overflow the stack.
 */
export function layoutTree(root: NewickNode): TreeLayout {
  const tips: PlacedTip[] = [];
  const branches: TreeLayout['branches'] = [];
  const joins: TreeLayout['joins'] = [];
  const rowOf = new Map<NewickNode, number>();
  const depthOf = new Map<NewickNode, number>([[root, 0]]);
  // depth-first: push children on entry, place the node once its children are placed
  const stack: { node: NewickNode; isExpanded: boolean }[] = [{ node: root, isExpanded: false }];
  let depth = 0;
  while (stack.length > 0) {
    const entry = stack.pop() as { node: NewickNode; isExpanded: boolean };
    const { node } = entry;
    const x = depthOf.get(node) ?? 0;
    if (node.children.length === 0) {
      const row = tips.length;
      tips.push({ name: node.name, x, row });
      rowOf.set(node, row);
      depth = Math.max(depth, x);
      continue;
    }
    if (!entry.isExpanded) {
      stack.push({ node, isExpanded: true });
      for (let i = node.children.length - 1; i >= 0; i--) {
        const child = node.children[i] as NewickNode;
        depthOf.set(child, x + Math.max(0, child.length));
        stack.push({ node: child, isExpanded: false });
      }
      continue;
    }
    const first = rowOf.get(node.children[0] as NewickNode) ?? 0;
    const last = rowOf.get(node.children[node.children.length - 1] as NewickNode) ?? 0;
    rowOf.set(node, (first + last) / 2);
    joins.push({ x, from: first, to: last });
    for (const child of node.children) {
      branches.push({ row: rowOf.get(child) ?? 0, from: x, to: depthOf.get(child) ?? x });
    }
  }
  return { tips, branches, joins, depth: depth > 0 ? depth : 1e-9 };
}

/** A round length (1, 2 or 5 × 10ᵏ) near a fifth of the tree's depth, for its scale bar. */
export function scaleBarLength(depth: number): number {
  const target = depth / 5;
  if (!(target > 0) || !Number.isFinite(target)) return 0;
  const power = 10 ** Math.floor(Math.log10(target));
  const step = [1, 2, 5, 10].find((s) => s * power >= target * 0.75) ?? 10;
  return step * power;
}
