/** A node of a parsed Newick tree: a tip has a name and no children. */
export type NewickNode = {
  /** The label as written (quotes removed); internal nodes may have one. */
  name: string;
  /** The branch length to the parent, 0 when not written. */
  length: number;
  children: NewickNode[];
};

/**
 * Reads one Newick tree, as the server writes it (packages/stats `writeNewick`): labels plain
 * or in single quotes (`''` for a quote inside), `[comments]` skipped, branch lengths after
 * `:`. Unquoted underscores stay underscores: the server quotes names with spaces, and sample
 * names often contain underscores.
 * @throws Error when the text is not one well-formed tree
 */
export function parseNewick(text: string): NewickNode {
  const source = text.replace(/\[[^\]]*\]/g, '').trim();
  let at = 0;
  const fail = (what: string): never => {
    throw new Error(`Newick: ${what} at ${at}`);
  };
  const skipSpace = () => {
    while (at < source.length && /\s/.test(source[at] ?? '')) at++;
  };

  function readLabel(): string {
    skipSpace();
    if (source[at] === "'") {
      let label = '';
      at++;
      while (at < source.length) {
        if (source[at] === "'") {
          if (source[at + 1] !== "'") break;
          at++;
        }
        label += source[at];
        at++;
      }
      if (source[at] !== "'") fail('an unclosed quote');
      at++;
      return label;
    }
    const start = at;
    while (at < source.length && !/[(),:;\s]/.test(source[at] ?? '')) at++;
    return source.slice(start, at);
  }

  function readLength(): number {
    skipSpace();
    if (source[at] !== ':') return 0;
    at++;
    skipSpace();
    const match = /^[-+]?(\d+\.?\d*|\.\d+)([eE][-+]?\d+)?/.exec(source.slice(at));
    if (!match) return fail('a branch length');
    at += match[0].length;
    return Number(match[0]);
  }

  function readNode(): NewickNode {
    skipSpace();
    const children: NewickNode[] = [];
    if (source[at] === '(') {
      at++;
      children.push(readNode());
      skipSpace();
      while (source[at] === ',') {
        at++;
        children.push(readNode());
        skipSpace();
      }
      if (source[at] !== ')') fail('a missing ")"');
      at++;
    }
    const name = readLabel();
    const length = readLength();
    return { name, length, children };
  }

  const root = readNode();
  skipSpace();
  if (source[at] === ';') at++;
  skipSpace();
  if (at < source.length) fail('text after the tree');
  return root;
}

/** The tips of a tree, left to right (the drawing's top to bottom). */
export function listTips(root: NewickNode): NewickNode[] {
  const tips: NewickNode[] = [];
  const stack = [root];
  while (stack.length > 0) {
    const node = stack.pop() as NewickNode;
    if (node.children.length === 0) tips.push(node);
    else
      for (let i = node.children.length - 1; i >= 0; i--)
        stack.push(node.children[i] as NewickNode);
  }
  return tips;
}
