import type { AnovaType } from '@plotline/contract/statistics-anova';
import { ANOVA_TYPES } from '@plotline/contract/statistics-anova';

/**
 * The address parameters of the ANOVA page's model (decision 049) besides the factors
 * (`factor`): the interactions (`interaction`, repeated, `a:b`), the sums of squares (`type`;
 * absent: the server's default), the split-plot's main-plot factor (`mainPlot`) and Dunnett's
 * control level (`dunnettFactor` and `dunnettLevel`).
 */
export const ANOVA_TERM_PARAMS = {
  interaction: 'interaction',
  type: 'type',
  mainPlot: 'mainPlot',
  dunnettFactor: 'dunnettFactor',
  dunnettLevel: 'dunnettLevel',
} as const;

/** The server splits the terms at `*` and `:`: a factor whose name holds one cannot be used. */
export function isUsableFactorName(name: string): boolean {
  return !name.includes('*') && !name.includes(':');
}

/** The interaction term of two factors, as `group_vars` takes it: `a:b`. */
export function interactionTerm(first: string, second: string): string {
  return `${first}:${second}`;
}

/** The two factors of an interaction term `a:b`; null for anything else. */
export function splitInteraction(term: string): [string, string] | null {
  const parts = term.split(':');
  const [first, second] = parts;
  return parts.length === 2 && first && second ? [first, second] : null;
}

/** Every two-factor interaction of the chosen factors, in the order they were chosen. */
export function interactionPairs(factors: readonly string[]): string[] {
  return factors.flatMap((first, index) =>
    factors.slice(index + 1).map((second) => interactionTerm(first, second)),
  );
}

/**
 * The asked interactions whose two factors are both chosen (either order, written in the
 * factors' order), each once.
 */
export function keepInteractions(asked: readonly string[], factors: readonly string[]): string[] {
  const kept = new Set<string>();
  for (const term of asked) {
    const pair = splitInteraction(term);
    if (!pair) continue;
    const [a, b] = pair.map((name) => factors.indexOf(name));
    if (a === undefined || b === undefined || a < 0 || b < 0 || a === b) continue;
    const first = factors[Math.min(a, b)] ?? '';
    const second = factors[Math.max(a, b)] ?? '';
    kept.add(interactionTerm(first, second));
  }
  return [...kept];
}

/** The sums-of-squares type in the address; null (the server's default) for anything else. */
export function parseAnovaType(value: string | undefined): AnovaType | null {
  return (ANOVA_TYPES as readonly string[]).includes(value ?? '') ? (value as AnovaType) : null;
}

/**
 * The label of a term as the answer names it: a factor's label, an interaction's factors'
 * labels joined by ` × ` (`line:fertiliser` → `Line (variety) × fertiliser`).
 */
export function termLabel(key: string, labelOfKey: (key: string) => string): string {
  return key
    .split(':')
    .map((part) => labelOfKey(part))
    .join(' × ');
}
