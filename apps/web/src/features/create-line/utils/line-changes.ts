import type { AlleleChange } from '@plotline/contract/create-line';

/** A target pair chosen in the mutation modal (upper-case alleles). */
export type TargetPair = { first_allele: string; second_allele: string };
/** The draft's target pairs by marker (mutation id). */
export type LineChanges = ReadonlyMap<number, TargetPair>;

/** The changes as the API takes them, in marker id order (a stable preview cache key). */
export function toChangeList(changes: LineChanges): AlleleChange[] {
  return [...changes]
    .sort(([a], [b]) => a - b)
    .map(([mutation_id, pair]) => ({ mutation_id, ...pair }));
}

/** `A/G`, or an em dash when the pair is unknown. */
export function pairLabel(first: string | null | undefined, second: string | null | undefined) {
  return first && second ? `${first}/${second}` : '—';
}

/** Digits shown for a predicted value and its change. */
const DIGITS = 2;

/** A trait value rounded for display, or an em dash. */
export function formatValue(value: number | null): string {
  return value === null ? '—' : value.toFixed(DIGITS);
}

/** A signed change (`+1.25`, `−0.50`, `0.00`) rounded for display. */
export function formatDelta(delta: number): string {
  const rounded = Number(delta.toFixed(DIGITS));
  if (rounded === 0) return (0).toFixed(DIGITS);
  return `${rounded > 0 ? '+' : '−'}${Math.abs(rounded).toFixed(DIGITS)}`;
}

/** Which way a change goes once rounded: the traits panel colours rises green, falls red. */
export function deltaTone(delta: number): 'up' | 'down' | 'none' {
  const rounded = Number(delta.toFixed(DIGITS));
  return rounded > 0 ? 'up' : rounded < 0 ? 'down' : 'none';
}
