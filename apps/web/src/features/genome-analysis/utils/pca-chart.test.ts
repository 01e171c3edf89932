import type { AnalysedSample } from '@plotline/contract/genome-analyses';
import { describe, expect, it } from 'vitest';
import { buildPcaScatterOption, buildScreeOption } from './pca-chart.ts';
import { groupSamples } from './sample-groups.ts';

const sample = (name: string, origin: string, line: string | null): AnalysedSample => ({
  idx: 0,
  name,
  line_id: null,
  line_name: line,
  origin,
  heterotic_group: '',
  species: '',
});
const samples = [
  sample('S1', 'RU', 'Line <1>'),
  sample('S2', 'FR', 'S2'),
  sample('S3', 'RU', null),
];
const pca = {
  eigenvalues: [3, 2, 1],
  variance_explained: [50, 33.3, 16.7],
  scores: [
    [1, 2, 3],
    [4, 5, 6],
    [7, 8, 9],
  ],
};
const text = {
  groupName: (group: { value: string | null }) => group.value ?? 'other',
  axisName: (c: number) => `PC${c + 1}`,
  line: 'Line',
  format: (v: number) => String(v),
  hasLegend: true,
};

describe('buildPcaScatterOption', () => {
  it('draws a series per group on the chosen components', () => {
    const groups = groupSamples(samples, 'origin');
    const option = buildPcaScatterOption({ samples, pca }, groups, { x: 2, y: 0 }, text);
    expect(option.series.map((s) => s.name)).toEqual(['RU', 'FR']);
    expect(option.series[0]?.data).toEqual([
      [3, 1],
      [9, 7],
    ]);
    expect(option.xAxis.name).toBe('PC3');
  });

  it('names the sample and its escaped line in the tooltip', () => {
    const groups = groupSamples(samples, 'origin');
    const option = buildPcaScatterOption({ samples, pca }, groups, { x: 0, y: 1 }, text);
    const tip = option.tooltip.formatter({ seriesIndex: 0, dataIndex: 0 });
    expect(tip).toContain('<b>S1</b>');
    expect(tip).toContain('Line: Line &lt;1&gt;');
    // a line named as its sample is not repeated
    expect(option.tooltip.formatter({ seriesIndex: 1, dataIndex: 0 })).not.toContain('Line:');
  });
});

describe('buildScreeOption', () => {
  it('labels a bar per component with its share', () => {
    const option = buildScreeOption([50, 33.3], {
      component: (i) => `PC${i + 1}`,
      share: '%',
      formatPercent: (v) => `${v.toFixed(1)} %`,
    });
    expect(option.xAxis.data).toEqual(['PC1', 'PC2']);
    expect(option.series[0]?.label.formatter({ value: 33.3 })).toBe('33.3 %');
  });
});
