import type {
  CorrelationMatrix,
  CorrelationPair,
} from '@plotline/contract/statistics-visualisation';
import { describe, expect, it } from 'vitest';
import { buildHeatmapOption, buildScatterOption } from './correlation-chart.ts';

const MATRIX: CorrelationMatrix = {
  method: 'pearson',
  features: ['a', 'b'],
  r: [
    [1, -0.75],
    [-0.75, 1],
  ],
  p: [
    [0, 0.002],
    [0.002, 0],
  ],
  n: [
    [10, 10],
    [10, 10],
  ],
};
const format = (value: number) => value.toFixed(2);

describe('buildHeatmapOption', () => {
  it('labels each cell with r and its stars, none on the diagonal, dark cells in white', () => {
    const option = buildHeatmapOption(MATRIX, { coefficient: 'r', format, formatP: format });
    const cells = option.series[0]?.data ?? [];
    expect(cells.map((cell) => cell.label.formatter)).toEqual([
      '1.00',
      '-0.75**',
      '-0.75**',
      '1.00',
    ]);
    expect(cells[1]?.value).toEqual([1, 0, -0.75]);
    expect(cells[1]?.label.color).toBe('#fff');
    expect(option.yAxis.inverse).toBe(true);
    expect(option.visualMap).toMatchObject({ min: -1, max: 1 });
  });
});

describe('buildScatterOption', () => {
  it('draws one point per plot and the trend line between its two ends', () => {
    const pair: CorrelationPair = {
      combination: 'a - b',
      corr: 0.9,
      x: [1, 2, 3],
      y: [2, 4, 5],
      trend_line: { x: [1, 3], y: [2.17, 5.17] },
      plot_names: ['P1', 'P2', 'P3'],
      n: 3,
      p_value: 0.1,
      ci: [-1, 1],
      spearman: { rho: 1, p_value: 0 },
    };
    const option = buildScatterOption(pair, {
      first: 'a',
      second: 'b',
      points: 'plots',
      trend: 'trend',
      formatX: format,
      formatY: format,
    });
    expect(option.series[0]?.data).toEqual([
      [1, 2],
      [2, 4],
      [3, 5],
    ]);
    expect(option.series[1]?.data).toEqual([
      [1, 2.17],
      [3, 5.17],
    ]);
    expect(option.tooltip.formatter({ dataIndex: 1, seriesIndex: 0 })).toContain('<b>P2</b>');
  });
});
