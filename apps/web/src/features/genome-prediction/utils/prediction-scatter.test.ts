import type { PredictedLine } from '@plotline/contract/genome-prediction';
import { describe, expect, it } from 'vitest';
import { filterLines, rankByPrediction, reliabilityLevel } from './prediction-rows.ts';
import { buildPredictionScatterOption } from './prediction-scatter.ts';

const line = (name: string, observed: number | null, gebv: number): PredictedLine => ({
  line_id: 1,
  line_name: name,
  sample: name,
  observed,
  n_plots: observed === null ? 0 : 2,
  gebv,
  se: 1,
  reliability: observed === null ? 0.2 : 0.7,
  lower: gebv - 2,
  upper: gebv + 2,
  has_phenotype: observed !== null,
});
const LINES = [line('A', 10, 11), line('B<x>', 14, 13), line('C', null, 15)];
const text = { observed: 'Observed', predicted: 'Predicted', format: String };

describe('buildPredictionScatterOption', () => {
  it('plots the phenotyped lines only, with the diagonal over their range', () => {
    const option = buildPredictionScatterOption(LINES, text);
    expect(option.series[0]?.data).toEqual([
      [10, 11],
      [14, 13],
    ]);
    expect(option.series[1]?.data).toEqual([
      [10, 10],
      [14, 14],
    ]);
    expect(option.tooltip.formatter({ dataIndex: 1 })).toBe(
      '<b>B&lt;x&gt;</b><br/>Observed: 14<br/>Predicted: 13',
    );
  });
});

describe('prediction rows', () => {
  it('filters the unphenotyped lines and ranks by prediction', () => {
    expect(filterLines(LINES, true).map((l) => l.line_name)).toEqual(['C']);
    expect(filterLines(LINES, false)).toHaveLength(3);
    expect(rankByPrediction(LINES).map((l) => l.line_name)).toEqual(['C', 'B<x>', 'A']);
    expect([0.1, 0.3, 0.6].map(reliabilityLevel)).toEqual(['low', 'medium', 'high']);
  });
});
