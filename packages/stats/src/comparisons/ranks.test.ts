import { describe, expect, it } from 'vitest';
import { computeRanks } from './ranks.ts';

describe('ranks', () => {
  it('averages tied ranks as rank(x)', () => {
    // R: rank(c(3, 1, 3, 2, 3, 1, 10))
    expect([...computeRanks([3, 1, 3, 2, 3, 1, 10])]).toEqual([5, 1.5, 5, 3, 5, 1.5, 7]);
  });
});
