/**
 * The elimination structure of the mixed-model equations C = W'W + diag(λ) for multi-level
 * absorption (`nested-factor.ts`): groups of unknowns (a random term's levels, a fixed factor's
 * columns) are absorbed one after another while the next group's block in the current Schur
 * complement is diagonal — structurally: no observation and no earlier absorbed unknown links two
 * of its members. With y ~ env + env:rep + (1|line) + (1|line:env): line:env first (each level
 * is one line in one environment), then line (each line:env level belongs to one line), leaving
 * a dense block of the fixed columns only. Whatever is not absorbed stays dense (R).
 *
 * The structure records, for each absorbed unknown (in elimination order), its pattern: the later
 * unknowns it is coupled to in the Schur complement at its elimination (the symbolic fill), and
 * where every update of the elimination lands in one flat value array:
 * [pivots (e) | pattern values (Σ|Pⱼ|) | dense R block (m×m, lower triangle used)].
 *
 * Reference: George & Liu (1981) Computer Solution of Large Sparse Positive Definite Systems,
 * ch. 5 (elimination graphs); Henderson (1984) Applications of Linear Models in Animal Breeding,
 * ch. 5 (absorption).
 */
import type { SparseRows } from './absorbed-mme.ts';

export type NestedStructure = {
  /** Number of unknowns t. */
  size: number;
  /** Absorbed unknowns in elimination order (e of them). */
  order: Int32Array;
  /** Per unknown: its position in `order` (≥ 0), or −1 − its position in R. */
  place: Int32Array;
  /** The dense remainder R (unknown ids, increasing). */
  rest: Int32Array;
  /** Pattern of the j-th absorbed unknown: `patternIndex[patternStart[j] … patternStart[j+1]]`. */
  patternStart: Int32Array;
  patternIndex: Int32Array;
  /** Per absorbed unknown j: its pairs (a ≥ b) of pattern positions in `updateTarget`. */
  updateStart: Int32Array;
  /** Location (in the value array) of C[Pₐ, P_b] for each pair, in the order a = 0…, b = 0…a. */
  updateTarget: Int32Array;
  /** W'W in the value layout (without λ). */
  base: Float64Array;
  /** Length of the value array: e + Σ|Pⱼ| + m². */
  length: number;
};

/** Most fill the symbolic elimination may create before it stops absorbing (pairs). */
const FILL_BUDGET = 2e7;

/** Location of C[u, v] in the value array, or −1 when it lies outside the elimination pattern. */
export function findLocation(s: NestedStructure, u: number, v: number): number {
  const e = s.order.length;
  const m = s.rest.length;
  const pu = s.place[u] as number;
  const pv = s.place[v] as number;
  const denseAt = e + s.patternIndex.length;
  if (u === v) return pu >= 0 ? pu : denseAt + (-1 - pu) * (m + 1);
  const ju = pu >= 0 ? pu : e - 1 - pu;
  const jv = pv >= 0 ? pv : e - 1 - pv;
  if (ju < e || jv < e) {
    const [first, other] = ju < jv ? [ju, v] : [jv, u];
    for (let z = s.patternStart[first] as number; z < (s.patternStart[first + 1] as number); z += 1)
      if (s.patternIndex[z] === other) return e + z;
    return -1;
  }
  const ru = ju - e;
  const rv = jv - e;
  return denseAt + Math.max(ru, rv) * m + Math.min(ru, rv);
}

/** Location of C[u, v] in the value array (an entry of the elimination pattern). */
export function locate(s: NestedStructure, u: number, v: number): number {
  const at = findLocation(s, u, v);
  if (at < 0) throw new RangeError('an entry outside the elimination pattern');
  return at;
}

function adjacency(rows: SparseRows): Set<number>[] {
  const adj = Array.from({ length: rows.size }, () => new Set<number>());
  const n = rows.start.length - 1;
  for (let i = 0; i < n; i += 1) {
    const from = rows.start[i] as number;
    const to = rows.start[i + 1] as number;
    for (let x = from; x < to; x += 1) {
      const u = rows.index[x] as number;
      const set = adj[u] as Set<number>;
      for (let z = from; z < to; z += 1) if (rows.index[z] !== u) set.add(rows.index[z] as number);
    }
  }
  return adj;
}

/**
 * The next group to absorb: the largest whose members are pairwise uncoupled in the current
 * elimination graph and each coupled to fewer unknowns than the group has members (absorbing a
 * few levels coupled to thousands would fill a large block densely). −1 when none qualifies.
 */
function nextGroup(groups: readonly number[][], done: boolean[], adj: Set<number>[]): number {
  const member = new Map<number, number>();
  let best = -1;
  groups.forEach((group, g) => {
    if (done[g] || group.length < 2) return;
    if (best >= 0 && group.length <= (groups[best] as number[]).length) return;
    for (const u of group) member.set(u, g);
    let fill = 0;
    for (const u of group) {
      const set = adj[u] as Set<number>;
      if (set.size >= group.length) return;
      fill += set.size * set.size;
      for (const v of set) if (member.get(v) === g) return;
    }
    if (fill <= FILL_BUDGET) best = g;
  });
  return best;
}

/**
 * The elimination structure for the unknowns of `rows`, absorbing `groups` (each a set of unknown
 * ids, e.g. a term's levels) greedily, largest first, while they stay diagonal.
 */
export function nestedStructure(rows: SparseRows, groups: readonly number[][]): NestedStructure {
  const t = rows.size;
  const adj = adjacency(rows);
  const done = groups.map(() => false);
  const order: number[] = [];
  const patterns: number[][] = [];
  const eliminated = new Uint8Array(t);
  for (let g = nextGroup(groups, done, adj); g >= 0; g = nextGroup(groups, done, adj)) {
    done[g] = true;
    for (const u of groups[g] as number[]) {
      const pattern = [...(adj[u] as Set<number>)].sort((a, b) => a - b);
      for (const v of pattern) {
        const set = adj[v] as Set<number>;
        set.delete(u);
        for (const w of pattern) if (w !== v) set.add(w);
      }
      adj[u] = new Set();
      eliminated[u] = 1;
      order.push(u);
      patterns.push(pattern);
    }
  }
  const e = order.length;
  const place = new Int32Array(t);
  order.forEach((u, j) => {
    place[u] = j;
  });
  const rest: number[] = [];
  for (let u = 0; u < t; u += 1)
    if (!eliminated[u]) {
      place[u] = -1 - rest.length;
      rest.push(u);
    }
  const patternStart = new Int32Array(e + 1);
  patterns.forEach((p, j) => {
    patternStart[j + 1] = (patternStart[j] as number) + p.length;
  });
  const patternIndex = new Int32Array(patternStart[e] as number);
  patterns.forEach((p, j) => {
    patternIndex.set(p, patternStart[j] as number);
  });
  const m = rest.length;
  const structure: NestedStructure = {
    size: t,
    order: Int32Array.from(order),
    place,
    rest: Int32Array.from(rest),
    patternStart,
    patternIndex,
    updateStart: new Int32Array(e + 1),
    updateTarget: new Int32Array(0),
    base: new Float64Array(0),
    length: e + patternIndex.length + m * m,
  };
  const updateStart = structure.updateStart;
  patterns.forEach((p, j) => {
    updateStart[j + 1] = (updateStart[j] as number) + (p.length * (p.length + 1)) / 2;
  });
  const updateTarget = new Int32Array(updateStart[e] as number);
  let at = 0;
  for (const p of patterns)
    for (let a = 0; a < p.length; a += 1)
      for (let b = 0; b <= a; b += 1)
        updateTarget[at++] = locate(structure, p[a] as number, p[b] as number);
  structure.updateTarget = updateTarget;
  structure.base = crossproductValues(rows, structure);
  return structure;
}

/** W'W (lower triangle of the dense block) in the value layout. */
function crossproductValues(rows: SparseRows, s: NestedStructure): Float64Array {
  const out = new Float64Array(s.length);
  const n = rows.start.length - 1;
  const e = s.order.length;
  for (let i = 0; i < n; i += 1) {
    const from = rows.start[i] as number;
    const to = rows.start[i + 1] as number;
    for (let x = from; x < to; x += 1) {
      const u = rows.index[x] as number;
      const pu = s.place[u] as number;
      const ju = pu >= 0 ? pu : e - 1 - pu;
      for (let z = from; z < to; z += 1) {
        const v = rows.index[z] as number;
        const pv = s.place[v] as number;
        const jv = pv >= 0 ? pv : e - 1 - pv;
        // each unordered pair once (and the diagonal): from the earlier unknown's side
        if (jv < ju || (jv === ju && z !== x)) continue;
        const at = locate(s, u, v);
        out[at] = (out[at] as number) + (rows.value[x] as number) * (rows.value[z] as number);
      }
    }
  }
  return out;
}
