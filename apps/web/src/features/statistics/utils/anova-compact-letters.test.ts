import type { TukeyPair } from '@plotline/contract/statistics-anova';
import { describe, expect, it } from 'vitest';
import { computeLetterGroups, relativeMeans } from './anova-compact-letters.ts';

/** Pairs of levels with the given means, in the server's order (i < j), p below 0.05 if listed. */
function pairsOf(means: Record<string, number>, differing: string[]): TukeyPair[] {
  const levels = Object.keys(means);
  return levels.flatMap((first, i) =>
    levels.slice(i + 1).map((second) => {
      const isDifferent = differing.includes(`${first}-${second}`);
      const meandiff = (means[second] ?? 0) - (means[first] ?? 0);
      return {
        group1: first,
        group2: second,
        meandiff,
        lower: meandiff - 1,
        upper: meandiff + 1,
        'p-adj': isDifferent ? 0.01 : 0.4,
        significance: isDifferent,
        stars: isDifferent ? '*' : '',
      };
    }),
  );
}

describe('relativeMeans', () => {
  it('places every level against the first one from the differences', () => {
    const means = relativeMeans(pairsOf({ A: 4, B: 7, C: 1 }, []));
    expect([...means]).toEqual([
      ['A', 0],
      ['B', 3],
      ['C', -3],
    ]);
  });
});

describe('computeLetterGroups', () => {
  it('gives one letter to all levels when no pair differs', () => {
    const groups = computeLetterGroups(pairsOf({ A: 1, B: 2, C: 3 }, []));
    expect(groups.map((g) => [g.level, g.letters])).toEqual([
      ['C', 'a'],
      ['B', 'a'],
      ['A', 'a'],
    ]);
  });

  it('splits two clear clusters, the higher one taking a', () => {
    const groups = computeLetterGroups(
      pairsOf({ C: 5, A: 10, D: 4.5, B: 9 }, ['C-A', 'C-B', 'A-D', 'D-B']),
    );
    expect(groups.map((g) => [g.level, g.letters])).toEqual([
      ['A', 'a'],
      ['B', 'a'],
      ['C', 'b'],
      ['D', 'b'],
    ]);
  });

  it('gives an intermediate level both letters (multcompView: a, ab, b)', () => {
    const groups = computeLetterGroups(pairsOf({ A: 10, B: 8, C: 6 }, ['A-C']));
    expect(groups.map((g) => g.letters)).toEqual(['a', 'ab', 'b']);
  });

  it('handles overlapping groups of a gradient (a, ab, bc, c)', () => {
    const groups = computeLetterGroups(pairsOf({ A: 10, B: 8, C: 6, D: 4 }, ['A-C', 'A-D', 'B-D']));
    expect(groups.map((g) => g.letters)).toEqual(['a', 'ab', 'bc', 'c']);
  });

  it('takes p-adj at exactly 0.05 as not different', () => {
    const pairs = pairsOf({ A: 2, B: 1 }, []).map((p) => ({ ...p, 'p-adj': 0.05 }));
    expect(computeLetterGroups(pairs).map((g) => g.letters)).toEqual(['a', 'a']);
  });

  it('returns nothing without pairs', () => {
    expect(computeLetterGroups([])).toEqual([]);
  });
});
