/**
 * Purdy pedigree notation (issue 14, decision 037): `A/B` (A the mother, B the father),
 * `A/B//C` (the cross A/B as mother of C), `A/3/B//C/D` (level n written `/n/`, or n slashes),
 * and backcrosses `A*3/B` (A recurrent, crossed onto the hybrid twice more) and `B/A*3`.
 * The separator of a cross is one level above the highest level inside either side, so a
 * string has exactly one separator of its highest level. Pure: the server and the web share it.
 */

/** A line named in the string, or a cross of two parts. `name` is the canonical Purdy text. */
export type PurdyNode =
  | { kind: 'line'; name: string }
  | { kind: 'cross'; name: string; mother: PurdyNode; father: PurdyNode };

/** Why a string is not Purdy: a catalogue key (`purdy.*`) and its parameters. */
export type PurdyProblem = { key: string; params?: Record<string, string | number> };

export type PurdyResult = { ok: true; node: PurdyNode } | { ok: false; problem: PurdyProblem };

/** A cross the string describes: its canonical name and its parents' names. */
export type PurdyCross = { name: string; mother: string; father: string };

/** Highest cross level accepted (`/30/`). */
export const PURDY_LEVEL_MAX = 30;
/** Highest backcross count accepted (`A*30/B`). */
export const PURDY_BACKCROSS_MAX = 30;

type Separator = { start: number; end: number; level: number };

/** `/`, `//`, `///` and `/n/` with their levels, in order; `/n/` is read before slashes. */
function separatorsOf(text: string): Separator[] | PurdyProblem {
  const found: Separator[] = [];
  let index = 0;
  while (index < text.length) {
    if (text[index] !== '/') {
      index++;
      continue;
    }
    const numbered = /^\/(\d+)\//.exec(text.slice(index));
    if (numbered) {
      const level = Number(numbered[1]);
      if (level < 1 || level > PURDY_LEVEL_MAX) {
        return { key: 'purdy.level', params: { level: numbered[1] ?? '', max: PURDY_LEVEL_MAX } };
      }
      found.push({ start: index, end: index + numbered[0].length, level });
      index += numbered[0].length;
      continue;
    }
    let end = index;
    while (text[end] === '/') end++;
    found.push({ start: index, end, level: end - index });
    index = end;
  }
  return found;
}

/** The canonical separator of a level: `/`, `//`, then `/3/`, `/4/`… */
export function purdySeparator(level: number): string {
  return level <= 2 ? '/'.repeat(level) : `/${level}/`;
}

/** A name as the notation keeps it: trimmed, inner runs of spaces made one. */
function cleanName(text: string): string {
  return text.trim().replace(/\s+/g, ' ');
}

type Side = { node: PurdyNode; level: number };
type Operand = { text: string; times: number };

/** `A*3` → A three times; `A` → once. */
function operandOf(text: string): Operand | PurdyProblem {
  const star = text.indexOf('*');
  if (star < 0) return { text, times: 1 };
  const name = text.slice(0, star);
  const count = text.slice(star + 1).trim();
  if (!/^\d+$/.test(count)) return { key: 'purdy.backcross', params: { text: text.trim() } };
  const times = Number(count);
  if (times < 1 || times > PURDY_BACKCROSS_MAX) {
    return { key: 'purdy.backcross', params: { text: text.trim() } };
  }
  return { text: name, times };
}

function isProblem(value: unknown): value is PurdyProblem {
  return typeof value === 'object' && value !== null && 'key' in value;
}

/** Parses one part of the string between `from` and `to` (separators given). */
function parsePart(text: string, seps: Separator[]): Side | PurdyProblem {
  if (seps.length === 0) {
    if (text.includes('*')) return { key: 'purdy.backcrossAlone', params: { text: text.trim() } };
    const name = cleanName(text);
    if (!name) return { key: 'purdy.emptyName' };
    return { node: { kind: 'line', name }, level: 0 };
  }
  const top = Math.max(...seps.map((sep) => sep.level));
  const atTop = seps.filter((sep) => sep.level === top);
  if (atTop.length > 1) {
    return { key: 'purdy.sameLevel', params: { separator: purdySeparator(top) } };
  }
  const split = atTop[0] as Separator;
  const leftText = text.slice(0, split.start);
  const rightText = text.slice(split.end);
  const leftSeps = seps.filter((sep) => sep.end <= split.start);
  const rightSeps = seps
    .filter((sep) => sep.start >= split.end)
    .map((sep) => ({ ...sep, start: sep.start - split.end, end: sep.end - split.end }));
  // a backcross count belongs to a side that is one name: `A*3/B`, `B/A*3`
  const leftOperand = leftSeps.length === 0 ? operandOf(leftText) : { text: leftText, times: 1 };
  const rightOperand =
    rightSeps.length === 0 ? operandOf(rightText) : { text: rightText, times: 1 };
  if (isProblem(leftOperand)) return leftOperand;
  if (isProblem(rightOperand)) return rightOperand;
  if (leftOperand.times > 1 && rightOperand.times > 1) {
    return { key: 'purdy.twoBackcrosses', params: { text: cleanPurdy(text) } };
  }
  const left = parsePart(leftOperand.text, leftSeps);
  if (isProblem(left)) return left;
  const right = parsePart(rightOperand.text, rightSeps);
  if (isProblem(right)) return right;
  const inner = Math.max(left.level, right.level);
  if (top !== inner + 1) {
    return {
      key: 'purdy.levelGap',
      params: { separator: purdySeparator(top), expected: purdySeparator(inner + 1) },
    };
  }
  const separator = purdySeparator(top);
  const cross = (mother: PurdyNode, father: PurdyNode, name: string): PurdyNode => ({
    kind: 'cross',
    name,
    mother,
    father,
  });
  let node = cross(left.node, right.node, `${left.node.name}${separator}${right.node.name}`);
  // A*n/B: A/B, then A*2/B = A × (A/B)… ; B/A*n: B/A, then B/A*2 = (B/A) × A…
  for (let times = 2; times <= leftOperand.times; times++) {
    node = cross(left.node, node, `${left.node.name}*${times}${separator}${right.node.name}`);
  }
  for (let times = 2; times <= rightOperand.times; times++) {
    node = cross(node, right.node, `${left.node.name}${separator}${right.node.name}*${times}`);
  }
  return { node, level: top };
}

/** The string with canonical separators and names (what `parsePurdy(text).node.name` gives). */
function cleanPurdy(text: string): string {
  return text.trim().replace(/\s+/g, ' ');
}

/**
 * Parses a Purdy string. Spaces around separators are ignored; names may hold spaces.
 * @returns the tree (each cross named by its canonical sub-string), or the problem
 */
export function parsePurdy(text: string): PurdyResult {
  if (!text.trim()) return { ok: false, problem: { key: 'purdy.emptyName' } };
  const seps = separatorsOf(text);
  if (isProblem(seps)) return { ok: false, problem: seps };
  const parsed = parsePart(text, seps);
  if (isProblem(parsed)) return { ok: false, problem: parsed };
  return { ok: true, node: parsed.node };
}

/** True when a genealogy text is meant as Purdy: it names a cross (holds a `/`). */
export function looksLikePurdy(text: string): boolean {
  return text.includes('/');
}

/** Every cross of the tree, innermost first, the whole string's cross last. */
export function purdyCrosses(node: PurdyNode): PurdyCross[] {
  const crosses: PurdyCross[] = [];
  const seen = new Set<string>();
  const walk = (at: PurdyNode) => {
    if (at.kind === 'line') return;
    walk(at.mother);
    walk(at.father);
    if (seen.has(at.name)) return;
    seen.add(at.name);
    crosses.push({ name: at.name, mother: at.mother.name, father: at.father.name });
  };
  walk(node);
  return crosses;
}
