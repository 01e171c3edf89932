/**
 * A phylogenetic tree in ape's `phylo` layout: tips are nodes 0 … tipCount − 1 (in the order of
 * `tipLabels`), internal nodes follow, numbered in preorder from the root, and the edges are
 * listed in preorder (ape's "cladewise" order), so a parent's edge always comes before its
 * children's and a node's children keep the order in which the method joined them.
 */

/** A tree with branch lengths; see the file comment for the numbering. */
export type PhyloTree = {
  tipLabels: readonly string[];
  /** tips plus internal nodes */
  nodeCount: number;
  /** the root node (= tipCount) */
  root: number;
  /** true for UPGMA (a root with two children), false for NJ/BIONJ (a basal trichotomy) */
  rooted: boolean;
  /** edge e joins edgeParent[e] to edgeChild[e] and is edgeLength[e] long; preorder */
  edgeParent: Int32Array;
  edgeChild: Int32Array;
  edgeLength: Float64Array;
};

/** Children lists while a method builds a tree, in any node numbering (tips 0 … n − 1). */
export type TreeBuilder = {
  firstChild: Int32Array;
  lastChild: Int32Array;
  nextSibling: Int32Array;
  /** length of the edge above each node */
  length: Float64Array;
};

/** An empty builder for `nodeCount` nodes. */
export function createTreeBuilder(nodeCount: number): TreeBuilder {
  return {
    firstChild: new Int32Array(nodeCount).fill(-1),
    lastChild: new Int32Array(nodeCount).fill(-1),
    nextSibling: new Int32Array(nodeCount).fill(-1),
    length: new Float64Array(nodeCount),
  };
}

/** Appends `child` (with the length of its edge) as the last child of `parent`. */
export function addChild(
  builder: TreeBuilder,
  parent: number,
  child: number,
  length: number,
): void {
  const { firstChild, lastChild, nextSibling } = builder;
  if (lastChild[parent] === -1) firstChild[parent] = child;
  else nextSibling[lastChild[parent] as number] = child;
  lastChild[parent] = child;
  builder.length[child] = length;
}

/**
 * The finished tree: a depth-first walk from `root` numbers internal nodes in preorder after the
 * tips (builder nodes below `tipLabels.length` are the tips) and lists the edges in preorder.
 */
export function finishTree(
  builder: TreeBuilder,
  tipLabels: readonly string[],
  root: number,
  rooted: boolean,
): PhyloTree {
  const tipCount = tipLabels.length;
  const { firstChild, nextSibling, length } = builder;
  const size = firstChild.length;
  const number = new Int32Array(size).fill(-1);
  const parentOf = new Int32Array(size).fill(-1);
  const children = new Int32Array(size);
  const edgeParent = new Int32Array(size);
  const edgeChild = new Int32Array(size);
  const edgeLength = new Float64Array(size);
  let edges = 0;
  let nextInternal = tipCount;
  const stack = new Int32Array(size);
  let top = 0;
  stack[top++] = root;
  while (top > 0) {
    const node = stack[--top] as number;
    const isTip = node < tipCount && firstChild[node] === -1;
    number[node] = isTip ? node : nextInternal++;
    if (node !== root) {
      edgeParent[edges] = number[parentOf[node] as number] as number;
      edgeChild[edges] = number[node] as number;
      edgeLength[edges] = length[node] as number;
      edges += 1;
    }
    // push the children in reverse so that the first child's subtree comes out first
    let count = 0;
    for (let c = firstChild[node] as number; c !== -1; c = nextSibling[c] as number) {
      parentOf[c] = node;
      children[count++] = c;
    }
    while (count > 0) stack[top++] = children[--count] as number;
  }
  return {
    tipLabels,
    nodeCount: nextInternal,
    root: tipCount,
    rooted,
    edgeParent: edgeParent.slice(0, edges),
    edgeChild: edgeChild.slice(0, edges),
    edgeLength: edgeLength.slice(0, edges),
  };
}
