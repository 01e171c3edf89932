import { describe, expect, it } from 'vitest';
import { buildQqData } from './qq-points.ts';

describe('buildQqData', () => {
  it('pairs the sorted p with the expected −log10((i − 0.5)/m)', () => {
    const data = buildQqData([0.5, null, 0.001, 0.1, 1]);
    const m = 4;
    expect(data.points.map(([expected]) => expected)).toEqual(
      [1, 2, 3, 4].map((i) => -Math.log10((i - 0.5) / m)),
    );
    expect(data.points.map(([, observed]) => observed)).toEqual([3, 1, -Math.log10(0.5), 0]);
    expect(data.top).toBe(3);
  });

  it('lies on y = x for uniform p and handles 50,000 markers', () => {
    const m = 50_000;
    const uniform = Array.from({ length: m }, (_, i) => (i + 0.5) / m).reverse();
    const data = buildQqData(uniform);
    expect(data.points).toHaveLength(m);
    for (const index of [0, m / 2, m - 1]) {
      const [expected, observed] = data.points[index] as [number, number];
      expect(observed).toBeCloseTo(expected, 10);
    }
  });

  it('answers no points when nothing was tested', () => {
    expect(buildQqData([null, null])).toEqual({ points: [], top: 1 });
  });
});
