import { describe, expect, it } from 'vitest';
import { AppError } from '../../../errors.ts';
import { hasInteraction, parseModelTerms } from './model-terms.ts';

/** Terms as R's `attr(terms(y ~ …), "term.labels")` writes them. */
const labels = (items: string[]) => {
  const model = parseModelTerms(items);
  return model.terms.map((term) => term.map((f) => model.factors[f]).join(':'));
};

const fieldOf = (items: string[]) => {
  try {
    parseModelTerms(items);
  } catch (error) {
    if (error instanceof AppError) return JSON.stringify(error.fields);
    throw error;
  }
  return 'accepted';
};

describe('parseModelTerms (R formula rules)', () => {
  it('keeps plain factors as main effects in order', () => {
    expect(labels(['line', 'repetition'])).toEqual(['line', 'repetition']);
    expect(hasInteraction(parseModelTerms(['line', 'repetition']))).toBe(false);
  });

  it('expands a*b to a + b + a:b and a*b*c to every main effect and interaction', () => {
    expect(labels(['line*удобрение'])).toEqual(['line', 'удобрение', 'line:удобрение']);
    // R: terms(y ~ a*b*c): a b c a:b a:c b:c a:b:c
    expect(labels(['a*b*c'])).toEqual(['a', 'b', 'c', 'a:b', 'a:c', 'b:c', 'a:b:c']);
    expect(hasInteraction(parseModelTerms(['a*b']))).toBe(true);
  });

  it('orders terms by degree, drops repeats and reads b:a as a:b', () => {
    // R: terms(y ~ a:b + c + a + b:a): c a a:b
    expect(labels(['a:b', 'c', 'a', 'b:a'])).toEqual(['c', 'a', 'a:b']);
    // R: terms(y ~ rep + a*b + a): rep a b a:b
    expect(labels(['rep', 'a*b', 'a'])).toEqual(['rep', 'a', 'b', 'a:b']);
    // a:a is a; spaces around the operators are trimmed
    expect(labels(['a:a', ' b * c '])).toEqual(['a', 'b', 'c', 'b:c']);
  });

  it('crosses a*b:c as R does: a + b:c + a:b:c', () => {
    // R: terms(y ~ a*b:c): a b:c a:b:c
    expect(labels(['a*b:c'])).toEqual(['a', 'b:c', 'a:b:c']);
  });

  it('refuses an empty name and too many terms on group_vars', () => {
    expect(fieldOf(['a*'])).toContain('analysis.badTerm');
    expect(fieldOf([':b'])).toContain('group_vars');
    expect(fieldOf(['a*b*c*d'])).toBe('accepted');
    expect(fieldOf(['a*b*c*d*e'])).toContain('analysis.tooManyTerms');
    expect(fieldOf(['a*b*c*d', 'e'])).toContain('analysis.tooManyTerms');
  });
});
