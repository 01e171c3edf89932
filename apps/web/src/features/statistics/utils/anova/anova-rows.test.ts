import type { AnovaResult } from '@plotline/contract/statistics-anova';
import { describe, expect, it } from 'vitest';
import { toAnovaLines, toPairLines } from './anova-rows.ts';

const pair = (group1: string, group2: string, p: number) => ({
  group1,
  group2,
  'p-adj': p,
  significance: p < 0.05,
  stars: p < 0.05 ? '*' : '',
  meandiff: 1,
  lower: 0,
  upper: 2,
});

describe('toAnovaLines', () => {
  it('keeps the answer’s order and marks significant terms, never the residual', () => {
    const row = { df: 2, sum_sq: 9, mean_sq: 4.5, F: 9, significance: true, stars: '**' };
    const result: AnovaResult = {
      model: 'y ~ line + repetition (Type II SS)',
      model_stat: {
        line: { ...row, 'PR(>F)': 0.004 },
        repetition: { ...row, 'PR(>F)': 0.3, significance: false, stars: '' },
        Residual: {
          df: 4,
          sum_sq: 2,
          mean_sq: 0.5,
          F: null,
          'PR(>F)': null,
          significance: false,
          stars: null,
        },
      },
      predictors: [],
    };
    expect(toAnovaLines(result).map((l) => [l.source, l.isSignificant, l.isResidual])).toEqual([
      ['line', true, false],
      ['repetition', false, false],
      ['Residual', false, true],
    ]);
  });
});

describe('toPairLines', () => {
  it('filters by either level, ignoring case, and marks p-adj below 0.05', () => {
    const pairs = [pair('Демо-01', 'Демо-02', 0.01), pair('Демо-01', 'Сорт', 0.05)];
    expect(toPairLines(pairs, '').map((l) => l.isSignificant)).toEqual([true, false]);
    expect(toPairLines(pairs, ' сорт ').map((l) => l.group2)).toEqual(['Сорт']);
  });
});
