/**
 * The entries of Griffing's four diallel methods and the plots of a diallel trial (an RCBD)
 * checked and laid out by entry: every entry of the method exactly once in every replicate.
 *
 * Reference: Griffing, B. (1956) Aust. J. Biol. Sci. 9:463–493.
 */
import { StatsError, type StatsReason } from '../errors.ts';

/** 1: parents + F1s + reciprocals; 2: parents + F1s; 3: F1s + reciprocals; 4: F1s only. */
export type GriffingMethod = 1 | 2 | 3 | 4;

/** One plot of a diallel trial. A parent's own plot has `parent1 === parent2`. */
export interface DiallelRecord {
  /** Female (seed) parent; the row of the diallel table. */
  parent1: string;
  /** Male (pollen) parent; the column of the diallel table. */
  parent2: string;
  /** Replicate (block) label. */
  replicate: string | number;
  value: number;
}

/** Plots laid out by entry: `values[entry · replicateCount + replicate]`. */
export interface DiallelLayout {
  parents: string[];
  replicateCount: number;
  /** Cell `female · n + male` of each entry (Methods 2, 4: upper triangle). */
  cells: Int32Array;
  values: Float64Array;
}

const COLLATOR = new Intl.Collator('en', { numeric: true });

/** Whether the method has the parents' own plots (Methods 1, 2). */
export const hasSelfs = (method: GriffingMethod): boolean => method <= 2;
/** Whether the method has both reciprocal crosses of a pair (Methods 1, 3). */
export const hasReciprocals = (method: GriffingMethod): boolean => method === 1 || method === 3;

/** The cells a method needs, in row-major order of the diallel table. */
function methodCells(method: GriffingMethod, n: number): Int32Array {
  const cells: number[] = [];
  for (let i = 0; i < n; i += 1) {
    for (let j = hasReciprocals(method) ? 0 : i; j < n; j += 1) {
      if (i !== j || hasSelfs(method)) cells.push(i * n + j);
    }
  }
  return Int32Array.from(cells);
}

/** Parents (numeric-aware sort) of the records the method uses; parents' plots leave Methods 3, 4. */
function collectParents(records: readonly DiallelRecord[], method: GriffingMethod): string[] {
  const names = new Set<string>();
  for (const { parent1, parent2 } of records) {
    if (parent1 === parent2 && !hasSelfs(method)) continue;
    names.add(parent1).add(parent2);
  }
  const parents = [...names].sort(COLLATOR.compare);
  const least = hasSelfs(method) ? 3 : 4;
  if (parents.length < least) {
    fail(`Method ${method} needs at least ${least} parents.`, {
      key: 'diallelFewParents',
      params: { method, least },
    });
  }
  return parents;
}

/** Replicate labels in order of first appearance. */
function indexReplicates(records: readonly DiallelRecord[]): Map<string, number> {
  const replicates = new Map<string, number>();
  for (const { replicate } of records) {
    if (!replicates.has(String(replicate))) replicates.set(String(replicate), replicates.size);
  }
  if (replicates.size < 2) {
    fail('A diallel analysis needs at least 2 replicates.', { key: 'diallelFewReplicates' });
  }
  return replicates;
}

/**
 * Checks that the records form a complete RCBD of the method's entries and lays them out.
 *
 * @throws StatsError('notEnoughData') for fewer than 3 parents (4 in Methods 3, 4), fewer than 2
 *   replicates, a missing or duplicated plot, a non-finite value, or both reciprocal crosses of a
 *   pair in Methods 2, 4.
 */
export function layOutDiallel(
  records: readonly DiallelRecord[],
  method: GriffingMethod,
): DiallelLayout {
  const parents = collectParents(records, method);
  const n = parents.length;
  const index = new Map(parents.map((name, i) => [name, i]));
  const cells = methodCells(method, n);
  const entryOfCell = new Int32Array(n * n);
  for (const [entry, cell] of cells.entries()) entryOfCell[cell] = entry;
  const replicates = indexReplicates(records);
  const r = replicates.size;
  const values = new Float64Array(cells.length * r).fill(Number.NaN);
  const orientation = new Int8Array(n * n);
  for (const record of records) {
    let i = index.get(record.parent1) ?? -1;
    let j = index.get(record.parent2) ?? -1;
    if (i === j && !hasSelfs(method)) continue;
    const plot = `${record.parent1} × ${record.parent2} in replicate "${record.replicate}"`;
    const cross = {
      mother: record.parent1,
      father: record.parent2,
      replicate: String(record.replicate),
    };
    if (!Number.isFinite(record.value)) {
      fail(`The value of ${plot} is missing.`, { key: 'diallelValueMissing', params: cross });
    }
    if (!hasReciprocals(method) && i !== j) {
      if (i > j) [i, j] = [j, i];
      const side = record.parent1 === parents[i] ? 1 : -1;
      if (orientation[i * n + j] === -side) {
        fail(`Method ${method} takes one F1 per pair: ${plot}.`, {
          key: 'diallelOneCrossPerPair',
          params: { method, ...cross },
        });
      }
      orientation[i * n + j] = side;
    }
    const slot =
      (entryOfCell[i * n + j] ?? 0) * r + (replicates.get(String(record.replicate)) ?? 0);
    if (!Number.isNaN(values[slot] ?? 0)) {
      fail(`${plot} is recorded twice.`, { key: 'diallelRecordedTwice', params: cross });
    }
    values[slot] = record.value;
  }
  const missing = values.findIndex(Number.isNaN);
  if (missing >= 0) {
    const cell = cells[Math.floor(missing / r)] ?? 0;
    const mother = parents[Math.floor(cell / n)] ?? '';
    const father = parents[cell % n] ?? '';
    fail(`Method ${method} needs ${mother} × ${father} in every replicate.`, {
      key: 'diallelCrossMissing',
      params: { method, mother, father },
    });
  }
  return { parents, replicateCount: r, cells, values };
}

function fail(message: string, reason: StatsReason): never {
  throw new StatsError('notEnoughData', message, reason);
}
