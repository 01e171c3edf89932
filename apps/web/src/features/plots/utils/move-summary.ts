import { REPETITIONS_MAX } from '@plotline/contract/rules';

/** `К-4/2` → `К-4`: the plot's base name, as the server groups a move (decision 013). */
export function plotBaseName(name: string): string {
  return name.replace(/\/\d+$/, '');
}

/** The base names of plots in first-seen order, with how many of the plots carry each. */
export function countBaseNames(names: readonly string[]): Map<string, number> {
  const counts = new Map<string, number>();
  for (const name of names) {
    const base = plotBaseName(name);
    counts.set(base, (counts.get(base) ?? 0) + 1);
  }
  return counts;
}

/**
 * The repetitions a move starts with: as many as the most repeated selected base name has
 * (`К-4/1` and `К-4/2` → 2), so moving a whole entry keeps its repetitions; 1 without names.
 */
export function defaultMoveRepetitions(names: readonly string[]): number {
  const most = Math.max(1, ...countBaseNames(names).values());
  return Math.min(most, REPETITIONS_MAX);
}

/** At most `limit` names joined for a message, `…` after them when there are more. */
export function listNames(names: readonly string[], limit = 5): string {
  const shown = names.slice(0, limit).join(', ');
  return names.length > limit ? `${shown}, …` : shown;
}
