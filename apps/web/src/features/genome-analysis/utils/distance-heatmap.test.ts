import { describe, expect, it } from 'vitest';
import { buildDistanceHeatmapOption, distanceRange } from './distance-heatmap.ts';

const view = {
  method: 'ibs' as const,
  names: ['A', 'B<', 'C'],
  values: [
    [0, 0.2, null],
    [0.2, 0, 0.5],
    [null, 0.5, 0],
  ],
};
const text = { format: (v: number) => v.toFixed(2), missing: 'no shared markers' };

describe('distanceRange', () => {
  it('spans the off-diagonal distances, leaving out the missing ones', () => {
    expect(distanceRange(view.values)).toEqual({ min: 0.2, max: 0.5 });
  });

  it('gives a unit range when nothing is known', () => {
    expect(
      distanceRange([
        [0, null],
        [null, 0],
      ]),
    ).toEqual({ min: 0, max: 1 });
  });
});

describe('buildDistanceHeatmapOption', () => {
  it('has a cell per pair, the missing ones as "-", and escaped names in the tooltip', () => {
    const option = buildDistanceHeatmapOption(view, text);
    expect(option.series[0]?.data).toHaveLength(9);
    expect(option.series[0]?.data[2]).toEqual([2, 0, '-']);
    expect(option.tooltip.formatter({ value: [0, 1, 0.2] })).toBe('<b>B&lt; — A</b><br/>0.20');
    expect(option.tooltip.formatter({ value: [2, 0, '-'] })).toContain('no shared markers');
  });

  it('hides the names of a large matrix', () => {
    const names = Array.from({ length: 61 }, (_, i) => `s${i}`);
    const values = names.map(() => names.map(() => 0.1));
    const option = buildDistanceHeatmapOption({ method: 'nei', names, values }, text);
    expect(option.xAxis.axisLabel.show).toBe(false);
  });
});
