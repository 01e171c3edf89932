import type { CorrelationMatrix } from '@plotline/contract/statistics-visualisation';
import { describe, expect, it } from 'vitest';
import { listMatrixPairs, pairKey, significanceStars } from './correlation-pairs.ts';

const MATRIX: CorrelationMatrix = {
  method: 'pearson',
  features: ['a', 'b', 'c'],
  r: [
    [1, 0.2, -0.9],
    [0.2, 1, 0.5],
    [-0.9, 0.5, 1],
  ],
  p: [
    [0, 0.3, 0.0004],
    [0.3, 0, 0.04],
    [0.0004, 0.04, 0],
  ],
  n: [
    [72, 70, 72],
    [70, 70, 70],
    [72, 70, 72],
  ],
};

describe('significanceStars', () => {
  it('marks p as R does, the bounds themselves one star fewer', () => {
    expect(significanceStars(0.0009)).toBe('***');
    expect(significanceStars(0.001)).toBe('**');
    expect(significanceStars(0.0099)).toBe('**');
    expect(significanceStars(0.01)).toBe('*');
    expect(significanceStars(0.0499)).toBe('*');
    expect(significanceStars(0.05)).toBe('');
    expect(significanceStars(Number.NaN)).toBe('');
  });
});

describe('listMatrixPairs', () => {
  it('lists each pair once, strongest |r| first, with its p, n and stars', () => {
    const pairs = listMatrixPairs(MATRIX);
    expect(pairs.map((pair) => [pair.first, pair.second])).toEqual([
      ['a', 'c'],
      ['b', 'c'],
      ['a', 'b'],
    ]);
    expect(pairs[0]).toMatchObject({ r: -0.9, p: 0.0004, n: 72, stars: '***' });
    expect(pairs[1]?.stars).toBe('*');
    expect(pairs[2]?.stars).toBe('');
  });

  it('keys a pair the same whichever feature comes first', () => {
    expect(pairKey('b', 'a')).toBe(pairKey('a', 'b'));
    expect(pairKey('a, b', 'c')).not.toBe(pairKey('a', 'b, c'));
  });
});
