import type { AnovaLevelMean } from '@plotline/contract/statistics-anova';
import { describe, expect, it } from 'vitest';
import { buildLetterMeansOption } from './anova-means-chart.ts';

const level = (name: string, mean: number, letter: string): AnovaLevelMean => ({
  level: name,
  mean,
  se: 1,
  df: 10,
  lower: mean - 2.2,
  upper: mean + 2.2,
  letter,
});

describe('buildLetterMeansOption', () => {
  it('draws each level’s mean, its 95 % interval and its letters above the interval', () => {
    const levels = [level('N0', 10, 'b'), level('N60', 15, 'a'), level('N120', 14, 'ab')];
    const option = buildLetterMeansOption(levels, {
      mean: 'Mean',
      interval: '95 % CI',
      yName: 'yield',
      format: String,
    });
    expect(option.xAxis.data).toEqual(['N0', 'N60', 'N120']);
    const [bars, points, letters] = option.series;
    expect(bars?.data).toEqual([
      [0, 7.8, 12.2],
      [1, 12.8, 17.2],
      [2, 11.8, 16.2],
    ]);
    expect(points?.data).toEqual([10, 15, 14]);
    const labels = (letters?.data ?? []) as { value: number; label: { formatter: string } }[];
    expect(labels.map((d) => [d.value, d.label.formatter])).toEqual([
      [12.2, 'b'],
      [17.2, 'a'],
      [16.2, 'ab'],
    ]);
  });
});
