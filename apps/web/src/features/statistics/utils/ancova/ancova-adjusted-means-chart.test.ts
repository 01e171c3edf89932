import { describe, expect, it } from 'vitest';
import { buildAdjustedMeansOption } from './ancova-adjusted-means-chart.ts';

const mean = (level: string, value: number) => ({
  level,
  mean: value,
  se: 1,
  lower: value - 2,
  upper: value + 2,
});

describe('buildAdjustedMeansOption', () => {
  const text = { mean: 'Mean', interval: '95 % CI', yName: 'yield', format: String };

  it('puts a point and an interval per level, in the factor’s order', () => {
    const option = buildAdjustedMeansOption([mean('a', 10), mean('b', 12)], text);
    expect(option.xAxis.data).toEqual(['a', 'b']);
    expect(option.series[0]?.data).toEqual([
      [0, 8, 12],
      [1, 10, 14],
    ]);
    expect(option.series[1]?.data).toEqual([10, 12]);
    expect(option.xAxis.axisLabel.rotate).toBe(0);
  });

  it('turns the labels of many levels and describes a level in the tooltip', () => {
    const many = Array.from({ length: 20 }, (_, i) => mean(`L${i}`, i));
    const option = buildAdjustedMeansOption(many, text);
    expect(option.xAxis.axisLabel.rotate).toBe(60);
    expect(option.tooltip.formatter([{ dataIndex: 3 }])).toBe('L3<br/>Mean: 3<br/>95 % CI: 1 – 5');
  });
});
