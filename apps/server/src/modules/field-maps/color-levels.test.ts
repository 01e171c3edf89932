import { NO_DATA_LEVEL } from '@plotline/contract/field-maps-colors';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { computeLevelScale } from './color-levels.ts';

describe('computeLevelScale', () => {
  it('cuts min..max into six equal intervals; an edge value goes up, the maximum to plenty', () => {
    const scale = computeLevelScale([0, 12, 3, 7.5]);
    expect(scale.intervals).toEqual([
      [0, 2],
      [2, 4],
      [4, 6],
      [6, 8],
      [8, 10],
      [10, 12],
    ]);
    expect([0, 1.99, 2, 3, 6, 7.5, 10, 11.99, 12].map(scale.levelOf)).toEqual([
      0, 0, 1, 1, 3, 3, 5, 5, 5,
    ]);
    expect(scale.levelOf(null)).toBe(NO_DATA_LEVEL);
  });

  it('rounds inner edges to 4 decimals and assigns by the rounded edges', () => {
    const scale = computeLevelScale([0, 1]);
    expect(scale.intervals.map((interval) => interval?.[1])).toEqual([
      0.1667, 0.3333, 0.5, 0.6667, 0.8333, 1,
    ]);
    expect(scale.levelOf(0.16666)).toBe(0);
    expect(scale.levelOf(0.1667)).toBe(1);
  });

  it('gives every interval null without values, and only medium when all values are equal', () => {
    expect(computeLevelScale([0, 5e-324]).intervals[3]).toEqual([0, 5e-324]);
    const empty = computeLevelScale([]);
    expect(empty.intervals).toEqual([null, null, null, null, null, null]);
    expect(empty.levelOf(5)).toBe(NO_DATA_LEVEL);
    const flat = computeLevelScale([4, 4, 4]);
    expect(flat.intervals).toEqual([null, null, null, [4, 4], null, null]);
    expect(flat.levelOf(4)).toBe(3);
    expect(flat.levelOf(null)).toBe(NO_DATA_LEVEL);
  });

  it('puts every value in the interval of its level, min in the first and max in the last', () => {
    fc.assert(
      fc.property(
        fc.array(fc.double({ min: -1e6, max: 1e6, noNaN: true }), { minLength: 2 }),
        (values) => {
          const scale = computeLevelScale(values);
          const min = Math.min(...values);
          const max = Math.max(...values);
          // values closer than floating point can split count as equal (one level)
          fc.pre(scale.intervals[0] !== null);
          expect(scale.levelOf(min)).toBe(0);
          expect(scale.levelOf(max)).toBe(5);
          for (const value of values) {
            const [lo, hi] = scale.intervals[scale.levelOf(value)] as [number, number];
            expect(value).toBeGreaterThanOrEqual(lo);
            expect(value).toBeLessThanOrEqual(hi);
          }
        },
      ),
    );
  });
});
