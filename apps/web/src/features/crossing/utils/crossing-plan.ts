import type { CrossingPlan, PlannedCross } from '@plotline/contract/pedigree';

export type Design = 'factorial' | 'diallel' | 'pairs';
export type Pair = { motherId: number; fatherId: number };

export type PlanInput = {
  design: Design;
  mothers: number[];
  fathers: number[];
  pairs: Pair[];
  reciprocals: boolean;
};

/**
 * Crosses a design makes, counted before asking the server (the plot limit is refused here
 * first): factorial m × f (a line is not crossed with itself), a half diallel n(n − 1)/2 or
 * n(n − 1) with reciprocals, or the pairs as listed (without repeats).
 */
export function countCrosses({ design, mothers, fathers, pairs, reciprocals }: PlanInput): number {
  if (design === 'factorial') {
    const fatherSet = new Set(fathers);
    const both = new Set(mothers).size === mothers.length ? mothers : [...new Set(mothers)];
    const selfs = both.filter((id) => fatherSet.has(id)).length;
    return both.length * fatherSet.size - selfs;
  }
  if (design === 'diallel') {
    const n = new Set(mothers).size;
    return reciprocals ? n * (n - 1) : (n * (n - 1)) / 2;
  }
  return new Set(pairs.map((pair) => `${pair.motherId}:${pair.fatherId}`)).size;
}

export type CrossMatrix = {
  mothers: { id: number; name: string }[];
  fathers: { id: number; name: string }[];
  /** `${motherId}:${fatherId}` → the planned cross. */
  cells: Map<string, PlannedCross>;
};

export const cellKey = (motherId: number, fatherId: number) => `${motherId}:${fatherId}`;

/**
 * The planned crosses as a mothers × fathers table, parents in the order they first appear;
 * `square` (a diallel: one group) puts the whole group on both axes in one order.
 */
export function toMatrix(plan: CrossingPlan, square = false): CrossMatrix {
  const mothers = new Map<number, string>();
  const fathers = new Map<number, string>();
  const cells = new Map<string, PlannedCross>();
  for (const cross of plan.crosses) {
    mothers.set(cross.mother_id, cross.mother_name);
    fathers.set(cross.father_id, cross.father_name);
    cells.set(cellKey(cross.mother_id, cross.father_id), cross);
  }
  const list = (map: Map<number, string>) => [...map].map(([id, name]) => ({ id, name }));
  if (square) {
    const group = list(new Map([...mothers, ...fathers]));
    return { mothers: group, fathers: group, cells };
  }
  return { mothers: list(mothers), fathers: list(fathers), cells };
}
