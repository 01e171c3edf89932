import { ANOVA_MAX_TERMS } from '@plotline/contract/statistics-anova';
import { fieldError } from '../../../errors.ts';

/** The terms of `y ~ …`: the factors in order of first appearance and the terms over them. */
export type ModelTerms = {
  /** Factor names as asked, in order of first appearance. */
  factors: string[];
  /** Each term the indices of its factors (in the order written), R's order: by degree. */
  terms: number[][];
};

/** Every non-empty subset of `items` (in their order), smaller subsets first as R's `terms`. */
function crossings(items: number[]): number[][] {
  const subsets: number[][] = [];
  for (let mask = 1; mask < 1 << items.length; mask += 1)
    subsets.push(items.filter((_, i) => mask & (1 << i)));
  return subsets.sort((a, b) => a.length - b.length);
}

/**
 * The terms of `group_vars` items (decision 049), with R's formula rules: `a*b` is
 * `a + b + a:b` (`a*b*c` every main effect and interaction), `a:b` the interaction alone, a
 * plain name a main effect. A term is a set (`b:a` is `a:b`, `a:a` is `a`); repeats are
 * dropped; terms are ordered by degree, keeping their first appearance within a degree
 * (R's `terms.formula`).
 * @throws AppError VALIDATION on `group_vars`: an empty name around `*` or `:`
 *   (`analysis.badTerm`), more than ANOVA_MAX_TERMS terms (`analysis.tooManyTerms`)
 */
export function parseModelTerms(items: readonly string[]): ModelTerms {
  const factors: string[] = [];
  const indexOf = (name: string) => {
    const at = factors.indexOf(name);
    if (at >= 0) return at;
    factors.push(name);
    return factors.length - 1;
  };
  const seen = new Set<string>();
  const terms: number[][] = [];
  for (const item of items) {
    const crossed = item.split('*').map((part) => {
      const names = part.split(':').map((name) => name.trim());
      if (names.some((name) => name === ''))
        throw fieldError('group_vars', 'analysis.badTerm', { term: item });
      return [...new Set(names.map(indexOf))];
    });
    if (crossed.length > Math.log2(ANOVA_MAX_TERMS + 1))
      throw fieldError('group_vars', 'analysis.tooManyTerms', { max: String(ANOVA_MAX_TERMS) });
    // a*b:c crosses the parts: every non-empty subset of the parts, each part's factors together
    for (const subset of crossings(crossed.map((_, i) => i))) {
      const term = [...new Set(subset.flatMap((i) => crossed[i] as number[]))];
      const key = [...term].sort((x, y) => x - y).join(':');
      if (seen.has(key)) continue;
      seen.add(key);
      terms.push(term);
    }
    if (terms.length > ANOVA_MAX_TERMS)
      throw fieldError('group_vars', 'analysis.tooManyTerms', { max: String(ANOVA_MAX_TERMS) });
  }
  terms.sort((a, b) => a.length - b.length);
  return { factors, terms };
}

/** Whether any term is an interaction. */
export function hasInteraction(model: ModelTerms): boolean {
  return model.terms.some((term) => term.length > 1);
}
