import { describe, expect, it } from 'vitest';
import { crossName, listCrosses, purdyLevel } from './list-crosses.ts';

const plan = { mothers: [], fathers: [], pairs: [], reciprocals: false };

describe('crossing plan designs', () => {
  it('crosses every mother with every father in a factorial, leaving out selfs', () => {
    expect(listCrosses({ ...plan, design: 'factorial', mothers: [1, 2], fathers: [3, 2] })).toEqual(
      [
        { motherId: 1, fatherId: 3 },
        { motherId: 1, fatherId: 2 },
        { motherId: 2, fatherId: 3 },
      ],
    );
  });

  it('makes the half diallel of n parents, n(n−1)/2 crosses, or n(n−1) with reciprocals', () => {
    const half = listCrosses({ ...plan, design: 'diallel', mothers: [1, 2, 3, 4] });
    expect(half).toHaveLength(6);
    expect(half[0]).toEqual({ motherId: 1, fatherId: 2 });
    const full = listCrosses({
      ...plan,
      design: 'diallel',
      mothers: [1, 2, 3, 4],
      reciprocals: true,
    });
    expect(full).toHaveLength(12);
    expect(full.slice(0, 2)).toEqual([
      { motherId: 1, fatherId: 2 },
      { motherId: 2, fatherId: 1 },
    ]);
  });

  it('keeps given pairs once each, in order', () => {
    const pairs = [
      { mother_id: 5, father_id: 6 },
      { mother_id: 5, father_id: 6 },
      { mother_id: 6, father_id: 5 },
      { mother_id: 7, father_id: 7 },
    ];
    expect(listCrosses({ ...plan, design: 'pairs', pairs })).toEqual([
      { motherId: 5, fatherId: 6 },
      { motherId: 6, fatherId: 5 },
    ]);
  });
});

describe('cross names (Purdy notation)', () => {
  it('reads the level of a pedigree string', () => {
    expect(purdyLevel('Безостая 1')).toBe(0);
    expect(purdyLevel('A/B')).toBe(1);
    expect(purdyLevel('A/B//C')).toBe(2);
    expect(purdyLevel('A/B//C/3/D')).toBe(3);
  });

  it('names a cross so that it reads back as its two parents', () => {
    expect(crossName('Безостая 1', 'Мироновская 808')).toBe('Безостая 1/Мироновская 808');
    expect(crossName('A/B', 'C')).toBe('A/B//C');
    expect(crossName('D', 'A/B//C')).toBe('D/3/A/B//C');
    expect(crossName('A/B//C/3/D', 'E')).toBe('A/B//C/3/D/4/E');
  });
});
