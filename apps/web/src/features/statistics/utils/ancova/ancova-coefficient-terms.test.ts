import { describe, expect, it } from 'vitest';
import { parseCoefficient } from './ancova-coefficient-terms.ts';

describe('parseCoefficient', () => {
  const read = (name: string) => parseCoefficient(name, 'окраска_семянок', 'высота_растений');

  it('reads the intercept and the reference slope', () => {
    expect(read('Intercept')).toEqual({ kind: 'intercept' });
    expect(read('высота_растений')).toEqual({ kind: 'slope' });
  });

  it('reads a level’s shift and its slope difference, brackets inside the level kept', () => {
    expect(read('окраска_семянок[T.черная]')).toEqual({ kind: 'level', level: 'черная' });
    expect(read('окраска_семянок[T.a [1]]:высота_растений')).toEqual({
      kind: 'slopeDifference',
      level: 'a [1]',
    });
  });

  it('leaves an unknown name as it is', () => {
    expect(read('something')).toEqual({ kind: 'other' });
  });
});
