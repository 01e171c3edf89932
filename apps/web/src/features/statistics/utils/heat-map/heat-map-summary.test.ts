import { type HeatMap, LEVEL_COLORS } from '@plotline/contract/field-maps-colors';
import { describe, expect, it } from 'vitest';
import { summariseHeatMap } from './heat-map-summary.ts';

const cell = (plotId: number, value: number | null, level: number) => ({
  plot_id: plotId,
  plot_name: `P/${plotId}`,
  plot_label: null,
  line_name: 'L',
  value,
  level,
  color: LEVEL_COLORS[level] as string,
});

const META: HeatMap['meta_info'] = [
  { interval: [0, 2], color: LEVEL_COLORS[0] },
  { interval: [2, 4], color: LEVEL_COLORS[1] },
  { interval: [4, 6], color: LEVEL_COLORS[2] },
  { interval: [6, 8], color: LEVEL_COLORS[3] },
  { interval: [8, 10], color: LEVEL_COLORS[4] },
  { interval: [10, 12], color: LEVEL_COLORS[5] },
  { interval: null, color: LEVEL_COLORS[6] },
];

describe('summariseHeatMap', () => {
  it('counts the plots of every level and reads the range of the values', () => {
    const summary = summariseHeatMap({
      meta_info: META,
      heat_map: [
        [cell(1, 0, 0), cell(2, 12, 5), cell(3, 3, 1)],
        [cell(4, null, 6), null, cell(5, 7.5, 3)],
      ],
    });
    expect(summary.width).toBe(3);
    expect(summary.legend.map((item) => item.key)).toEqual([
      'very_low',
      'low',
      'little',
      'medium',
      'sufficient',
      'plenty',
      'no_data',
    ]);
    expect(summary.legend.map((item) => item.count)).toEqual([1, 1, 0, 1, 0, 1, 1]);
    expect(summary.legend[6]).toMatchObject({ level: 6, interval: null, value: null });
    expect(summary).toMatchObject({ min: 0, max: 12, withData: 4, withoutData: 1 });
    expect(summary.colors.get(4)).toBe(LEVEL_COLORS[6]);
    expect(summary.cells.get(5)?.value).toBe(7.5);
  });

  it('has no range when no plot has a value', () => {
    const summary = summariseHeatMap({
      meta_info: META.map((level, index) => (index < 6 ? { ...level, interval: null } : level)),
      heat_map: [[cell(1, null, 6), cell(2, null, 6)]],
    });
    expect(summary).toMatchObject({ min: null, max: null, withData: 0, withoutData: 2 });
    expect(summary.legend.every((item) => item.interval === null)).toBe(true);
  });
});
