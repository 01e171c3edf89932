/**
 * Newick text of a tree (Felsenstein's format, as ape's `write.tree` / `read.tree`).
 *
 * Reference: J. Felsenstein, "The Newick tree format"; ape `write.tree` (digits = 10, `%.10g`).
 */
import { StatsError } from '../../errors.ts';
import { addChild, createTreeBuilder, finishTree, type PhyloTree } from './phylo-tree.ts';

/** C's `%.{digits}g`, as R's `sprintf` prints a branch length. */
export function formatSignificant(value: number, digits = 10): string {
  if (value === 0) return '0';
  if (!Number.isFinite(value)) return Number.isNaN(value) ? 'NaN' : value > 0 ? 'Inf' : '-Inf';
  const [mantissa = '', exponentText = '0'] = value.toExponential(digits - 1).split('e');
  const exponent = Number(exponentText);
  const trim = (text: string) => (text.includes('.') ? text.replace(/\.?0+$/, '') : text);
  if (exponent < -4 || exponent >= digits) {
    const sign = exponent < 0 ? '-' : '+';
    return `${trim(mantissa)}e${sign}${String(Math.abs(exponent)).padStart(2, '0')}`;
  }
  return trim(value.toFixed(digits - 1 - exponent));
}

/** A label as written: plain when Newick allows it, else in single quotes. */
function quoteLabel(label: string): string {
  return /^[^\s(),:;'[\]]*$/.test(label) ? label : `'${label.replaceAll("'", "''")}'`;
}

/**
 * The tree in Newick, children in the tree's order and lengths as `%.{digits}g`, like
 * `ape::write.tree(tree)` (which prints 10 significant digits). Labels Newick cannot hold
 * plainly are quoted (ape instead rewrites them).
 */
export function writeNewick(tree: PhyloTree, digits = 10): string {
  const { tipLabels, edgeParent, edgeChild, edgeLength, root } = tree;
  const tipCount = tipLabels.length;
  const lengthAbove = new Float64Array(tree.nodeCount);
  const parts: string[] = ['('];
  const stack = [root];
  const written = new Uint8Array(tree.nodeCount);
  const close = (node: number) => {
    parts.push(node === root ? ')' : `):${formatSignificant(lengthAbove[node] as number, digits)}`);
  };
  for (let e = 0; e < edgeChild.length; e += 1) {
    const parent = edgeParent[e] as number;
    const child = edgeChild[e] as number;
    while (stack[stack.length - 1] !== parent) close(stack.pop() as number);
    if (written[parent]) parts.push(',');
    written[parent] = 1;
    lengthAbove[child] = edgeLength[e] as number;
    if (child < tipCount) {
      const length = formatSignificant(edgeLength[e] as number, digits);
      parts.push(`${quoteLabel(tipLabels[child] as string)}:${length}`);
    } else {
      parts.push('(');
      stack.push(child);
    }
  }
  while (stack.length > 0) close(stack.pop() as number);
  parts.push(';');
  return parts.join('');
}

type ParsedNode = { children: ParsedNode[]; label: string; length: number };

/**
 * Reads one Newick tree (quoted labels, `[comments]` skipped, internal labels ignored); tips
 * are numbered in the order they appear, a missing length is 0; underscores stay (as ape).
 * @throws StatsError('notEnoughData') for text that is not a Newick tree
 */
export function parseNewick(text: string): PhyloTree {
  let at = 0;
  const fail = (why: string): never => {
    throw new StatsError('notEnoughData', `not a Newick tree: ${why} at character ${at + 1}`);
  };
  const skip = () => {
    while (at < text.length) {
      if (/\s/.test(text[at] as string)) at += 1;
      else if (text[at] === '[') at = text.indexOf(']', at) + 1 || fail('unclosed comment');
      else break;
    }
  };
  const readLabel = (): string => {
    skip();
    if (text[at] === "'") {
      let label = '';
      for (at += 1; at < text.length; at += 1) {
        if (text[at] === "'" && text[at + 1] === "'") {
          label += "'";
          at += 1;
        } else if (text[at] === "'") break;
        else label += text[at];
      }
      at += 1;
      return label;
    }
    const start = at;
    while (at < text.length && !/[\s(),:;[\]]/.test(text[at] as string)) at += 1;
    return text.slice(start, at);
  };
  const readNode = (): ParsedNode => {
    skip();
    const node: ParsedNode = { children: [], label: '', length: 0 };
    if (text[at] === '(') {
      do {
        at += 1;
        node.children.push(readNode());
        skip();
      } while (text[at] === ',');
      if (text[at] !== ')') fail('expected ")"');
      at += 1;
    }
    node.label = readLabel();
    skip();
    if (text[at] === ':') {
      at += 1;
      skip();
      const match = /^[-+]?(\d+\.?\d*|\.\d+)([eE][-+]?\d+)?/.exec(text.slice(at));
      if (!match) fail('expected a branch length');
      node.length = Number(match?.[0]);
      at += match?.[0].length ?? 0;
    }
    return node;
  };
  const top = readNode();
  skip();
  if (text[at] !== ';') fail('expected ";"');
  return assembleParsedTree(top);
}

/** Builder numbering: tips first in order of appearance, then internal nodes. */
function assembleParsedTree(top: ParsedNode): PhyloTree {
  const tips: ParsedNode[] = [];
  const internal: ParsedNode[] = [];
  const visit: ParsedNode[] = [top];
  while (visit.length > 0) {
    const node = visit.pop() as ParsedNode;
    if (node.children.length === 0) tips.push(node);
    else internal.push(node);
    for (let k = node.children.length - 1; k >= 0; k -= 1)
      visit.push(node.children[k] as ParsedNode);
  }
  const id = new Map<ParsedNode, number>();
  for (const [i, node] of tips.entries()) id.set(node, i);
  for (const [i, node] of internal.entries()) id.set(node, tips.length + i);
  const builder = createTreeBuilder(tips.length + internal.length);
  for (const node of internal) {
    for (const child of node.children)
      addChild(builder, id.get(node) as number, id.get(child) as number, child.length);
  }
  const labels = tips.map((node) => node.label);
  return finishTree(builder, labels, id.get(top) as number, top.children.length === 2);
}
