/**
 * Inbreeding and coancestry over a pedigree (issue 14, decision 036). Unknown parents — and
 * parents missing from the given lines — are unrelated, non-inbred founders.
 *
 * - Inbreeding F of every line: Meuwissen & Luo (1992), "Computing inbreeding coefficients in
 *   large populations", Genet. Sel. Evol. 24:305–313 — a_ii = Σ_j L_ij² d_j over the
 *   ancestors j of i, L the row of T in A = T D T′, walked from the youngest ancestor down.
 * - The additive relationship among chosen lines: Colleau (2002), "An indirect approach to the
 *   extensive calculation of relationship coefficients", Genet. Sel. Evol. 34:409–421 — one
 *   column A·e_t by a backward pass (T′), a scaling (D) and a forward pass (T), each O(n).
 * Coancestry (kinship) is f = a / 2; F_i = f(mother, father) = a_ii − 1.
 */

/** A line and its parents, by id (null: unknown). */
export type PedigreeLine = {
  id: number;
  motherId: number | null;
  fatherId: number | null;
};

/**
 * A pedigree renumbered 1..n so that parents come before their children (0 = unknown parent).
 * A parent link that closes a loop (a line its own ancestor, refused on write but possibly in
 * old data) is dropped, so the numbers stay defined.
 */
export type OrderedPedigree = {
  n: number;
  /** internal index (1..n) → line id */
  ids: Int32Array;
  /** line id → internal index */
  indexOf: Map<number, number>;
  sire: Int32Array;
  dam: Int32Array;
  /** loops broken while ordering (child id, dropped parent id) */
  brokenLinks: { childId: number; parentId: number }[];
};

/** Orders lines parents-first (an iterative depth-first walk: deep pedigrees do not overflow). */
export function orderPedigree(lines: readonly PedigreeLine[]): OrderedPedigree {
  const byId = new Map<number, PedigreeLine>();
  for (const line of lines) byId.set(line.id, line);
  const n = byId.size;
  const ids = new Int32Array(n + 1);
  const indexOf = new Map<number, number>();
  const state = new Map<number, 1 | 2>(); // 1 on the walk's path, 2 numbered
  const brokenLinks: { childId: number; parentId: number }[] = [];
  const dropped = new Set<string>();
  let next = 1;
  const stack: number[] = [];
  const parentsOf = (id: number): number[] => {
    const line = byId.get(id);
    const out: number[] = [];
    for (const parent of [line?.motherId, line?.fatherId]) {
      if (parent != null && byId.has(parent)) out.push(parent);
    }
    return out;
  };
  for (const root of byId.keys()) {
    if (state.has(root)) continue;
    stack.push(root);
    while (stack.length > 0) {
      const id = stack[stack.length - 1] as number;
      const seen = state.get(id);
      if (seen === 2) {
        stack.pop();
        continue;
      }
      if (seen === undefined) {
        state.set(id, 1);
        for (const parent of parentsOf(id)) {
          const parentState = state.get(parent);
          if (parentState === undefined) stack.push(parent);
          else if (parentState === 1) {
            dropped.add(`${id},${parent}`);
            brokenLinks.push({ childId: id, parentId: parent });
          }
        }
        continue;
      }
      // every parent is numbered (or its link dropped): number this line
      stack.pop();
      state.set(id, 2);
      ids[next] = id;
      indexOf.set(id, next);
      next++;
    }
  }
  const sire = new Int32Array(n + 1);
  const dam = new Int32Array(n + 1);
  for (let i = 1; i <= n; i++) {
    const line = byId.get(ids[i] as number) as PedigreeLine;
    const link = (parent: number | null) =>
      parent == null || dropped.has(`${line.id},${parent}`) ? 0 : (indexOf.get(parent) ?? 0);
    sire[i] = link(line.motherId);
    dam[i] = link(line.fatherId);
  }
  return { n, ids, indexOf, sire, dam, brokenLinks };
}

/**
 * Inbreeding F (index 1..n) and the Mendelian-sampling variances d of an ordered pedigree
 * (Meuwissen & Luo 1992; d_i = ½ − ¼(F_s + F_d) with F = −1 for an unknown parent).
 */
export function inbreedingOrdered(pedigree: OrderedPedigree): {
  F: Float64Array;
  d: Float64Array;
} {
  const { n, sire, dam } = pedigree;
  const F = new Float64Array(n + 1);
  const d = new Float64Array(n + 1);
  F[0] = -1;
  const L = new Float64Array(n + 1);
  // ancestors of the line at hand: marked with its index (no clearing), listed, then sorted so
  // that they are visited youngest first (a typed-array sort beats a heap here)
  const mark = new Int32Array(n + 1);
  const list = new Int32Array(n + 1);
  const stack = new Int32Array(n + 1);
  const families = new Map<number, number>(); // parents → the first line of that family
  for (let i = 1; i <= n; i++) {
    const s = sire[i] as number;
    const m = dam[i] as number;
    d[i] = 0.5 - 0.25 * ((F[s] as number) + (F[m] as number));
    if (s === 0 || m === 0) {
      F[i] = 0;
      continue;
    }
    // full sibs (the same two parents, either way round) have the same F
    const family = s < m ? s * (n + 1) + m : m * (n + 1) + s;
    const sibling = families.get(family);
    if (sibling !== undefined) {
      F[i] = F[sibling] as number;
      continue;
    }
    families.set(family, i);
    let top = 0;
    let count = 0;
    stack[top++] = i;
    mark[i] = i;
    while (top > 0) {
      const j = stack[--top] as number;
      list[count++] = j;
      const sj = sire[j] as number;
      const mj = dam[j] as number;
      if (sj !== 0 && mark[sj] !== i) {
        mark[sj] = i;
        stack[top++] = sj;
      }
      if (mj !== 0 && mark[mj] !== i) {
        mark[mj] = i;
        stack[top++] = mj;
      }
    }
    const ancestors = list.subarray(0, count).sort();
    L[i] = 1;
    let aii = 0;
    for (let k = count - 1; k >= 0; k--) {
      const j = ancestors[k] as number;
      const lj = L[j] as number;
      L[j] = 0;
      aii += lj * lj * (d[j] as number);
      const sj = sire[j] as number;
      const mj = dam[j] as number;
      L[sj] = (L[sj] as number) + 0.5 * lj;
      L[mj] = (L[mj] as number) + 0.5 * lj;
    }
    L[0] = 0; // the unknown parent's share, never read
    F[i] = aii - 1;
  }
  F[0] = 0;
  return { F, d };
}

/** F of every line of the pedigree: line id → F. */
export function inbreedingCoefficients(lines: readonly PedigreeLine[]): Map<number, number> {
  const pedigree = orderPedigree(lines);
  const { F } = inbreedingOrdered(pedigree);
  const out = new Map<number, number>();
  for (let i = 1; i <= pedigree.n; i++) out.set(pedigree.ids[i] as number, F[i] as number);
  return out;
}

/**
 * Column `t` of A (Colleau 2002), read at `at`: backward y = T′e_t, then u = T(D y) forward,
 * only as far as the largest index asked for.
 */
function relationshipColumn(
  pedigree: OrderedPedigree,
  d: Float64Array,
  t: number,
  upTo: number,
  y: Float64Array,
  u: Float64Array,
): void {
  const { sire, dam } = pedigree;
  y.fill(0, 0, Math.max(t, upTo) + 1);
  y[t] = 1;
  for (let i = t; i >= 1; i--) {
    const yi = y[i] as number;
    if (yi === 0) continue;
    const s = sire[i] as number;
    const m = dam[i] as number;
    if (s !== 0) y[s] = (y[s] as number) + 0.5 * yi;
    if (m !== 0) y[m] = (y[m] as number) + 0.5 * yi;
  }
  u[0] = 0;
  for (let i = 1; i <= upTo; i++) {
    u[i] =
      (d[i] as number) * (y[i] as number) +
      0.5 * ((u[sire[i] as number] as number) + (u[dam[i] as number] as number));
  }
}

/**
 * The coancestry matrix f(i, j) = a_ij / 2 and the inbreeding F of `targetIds`, in their order,
 * over `lines` (which should hold every ancestor of the targets; others are ignored). A
 * target absent from `lines` is a founder with no relatives. Costs O(targets × ancestors).
 */
export function coancestryOf(
  lines: readonly PedigreeLine[],
  targetIds: readonly number[],
): { inbreeding: number[]; coancestry: number[][] } {
  const present = new Map<number, PedigreeLine>();
  for (const line of lines) present.set(line.id, line);
  // only the targets' ancestry matters
  const closure: PedigreeLine[] = [];
  const seen = new Set<number>();
  const queue = targetIds.filter((id) => present.has(id));
  while (queue.length > 0) {
    const id = queue.pop() as number;
    if (seen.has(id)) continue;
    seen.add(id);
    const line = present.get(id) as PedigreeLine;
    closure.push(line);
    for (const parent of [line.motherId, line.fatherId]) {
      if (parent != null && present.has(parent) && !seen.has(parent)) queue.push(parent);
    }
  }
  const pedigree = orderPedigree(closure);
  const { F, d } = inbreedingOrdered(pedigree);
  const index = targetIds.map((id) => pedigree.indexOf.get(id) ?? 0);
  const upTo = index.reduce((max, i) => Math.max(max, i), 0);
  const y = new Float64Array(pedigree.n + 1);
  const u = new Float64Array(pedigree.n + 1);
  const k = targetIds.length;
  const coancestry = Array.from({ length: k }, () => new Array<number>(k).fill(0));
  const columns = new Map<number, number>(); // internal index → row already computed
  for (let a = 0; a < k; a++) {
    const ia = index[a] as number;
    const row = coancestry[a] as number[];
    if (ia === 0) {
      row[a] = 0.5; // unknown line: a founder, f(i, i) = ½
      continue;
    }
    const done = columns.get(ia);
    if (done !== undefined) {
      for (let b = 0; b < k; b++) row[b] = (coancestry[done] as number[])[b] as number;
      continue;
    }
    columns.set(ia, a);
    relationshipColumn(pedigree, d, ia, upTo, y, u);
    for (let b = 0; b < k; b++) {
      const ib = index[b] as number;
      row[b] = ib === 0 ? 0 : (u[ib] as number) / 2;
    }
  }
  // symmetric by construction; average away rounding so f(i, j) === f(j, i) exactly
  for (let a = 0; a < k; a++) {
    for (let b = a + 1; b < k; b++) {
      const mean = ((coancestry[a]?.[b] as number) + (coancestry[b]?.[a] as number)) / 2;
      (coancestry[a] as number[])[b] = mean;
      (coancestry[b] as number[])[a] = mean;
    }
  }
  const inbreeding = index.map((i) => (i === 0 ? 0 : (F[i] as number)));
  return { inbreeding, coancestry };
}
