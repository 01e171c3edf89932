import type { AnovaResult } from '@plotline/contract/statistics-anova';
import { describe, expect, it } from 'vitest';
import { isSplitPlotAnswer, toAnovaLines, toPairLines } from './anova-rows.ts';

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
      type: 'II',
      adjusted_means: [],
      dunnett: null,
      error_strata: [
        { term: 'line', error: 'Residual', df: 4 },
        { term: 'repetition', error: 'Residual', df: 4 },
      ],
    };
    expect(toAnovaLines(result).map((l) => [l.source, l.isSignificant, l.isResidual])).toEqual([
      ['line', true, false],
      ['repetition', false, false],
      ['Residual', false, true],
    ]);
    expect(isSplitPlotAnswer(result)).toBe(false);
  });

  it('sets a split-plot’s main-plot error apart and says what each term is tested against', () => {
    const row = { df: 2, sum_sq: 9, mean_sq: 4.5, F: 9, significance: true, stars: '*' };
    const error = { ...row, F: null, 'PR(>F)': null, significance: null, stars: null };
    const result: AnovaResult = {
      model: 'y ~ repetition + N + line + N:line + Error(repetition:N) (Type III SS)',
      model_stat: {
        repetition: { ...row, 'PR(>F)': 0.2, significance: false, stars: '' },
        N: { ...row, 'PR(>F)': 0.01 },
        line: { ...row, 'PR(>F)': 0.03 },
        'N:line': { ...row, 'PR(>F)': 0.04 },
        'repetition:N': { ...error, df: 4 },
        Residual: { ...error, df: 12 },
      },
      predictors: [],
      type: 'III',
      adjusted_means: [],
      dunnett: null,
      error_strata: [
        { term: 'repetition', error: 'repetition:N', df: 4 },
        { term: 'N', error: 'repetition:N', df: 4 },
        { term: 'line', error: 'Residual', df: 12 },
        { term: 'N:line', error: 'Residual', df: 12 },
      ],
    };
    const lines = toAnovaLines(result);
    expect(lines.map((l) => [l.source, l.isErrorStratum, l.error, l.errorDf])).toEqual([
      ['repetition', false, 'repetition:N', 4],
      ['N', false, 'repetition:N', 4],
      ['line', false, 'Residual', 12],
      ['N:line', false, 'Residual', 12],
      ['repetition:N', true, null, null],
      ['Residual', false, null, null],
    ]);
    expect(lines.filter((l) => l.isSignificant).map((l) => l.source)).toEqual([
      'N',
      'line',
      'N:line',
    ]);
    expect(isSplitPlotAnswer(result)).toBe(true);
  });
});

describe('toPairLines', () => {
  it('filters by either level, ignoring case, and marks p-adj below 0.05', () => {
    const pairs = [pair('Демо-01', 'Демо-02', 0.01), pair('Демо-01', 'Сорт', 0.05)];
    expect(toPairLines(pairs, '').map((l) => l.isSignificant)).toEqual([true, false]);
    expect(toPairLines(pairs, ' сорт ').map((l) => l.group2)).toEqual(['Сорт']);
  });
});
