import type { MultipleFieldComparison } from '@plotline/contract/statistics-hybrids';
import { describe, expect, it } from 'vitest';
import {
  bartlettSentence,
  buildMeansTable,
  classifyStability,
  seasonIndexColumns,
} from './multiple-fields-met-tables.ts';

const t = (key: string, values?: Record<string, string | number>) =>
  values ? `${key} ${JSON.stringify(values)}` : key;

describe('classifyStability', () => {
  it('calls a slope within t·SE of 1 average, above responsive, below stable', () => {
    // df = 1: t = 12.706, so 1 ± 1.27 with SE 0.1
    expect(classifyStability(1.5, 0.1, 1)).toBe('average');
    expect(classifyStability(2.5, 0.1, 1)).toBe('responsive');
    expect(classifyStability(0.2, 0.05, 1)).toBe('stable');
    expect(classifyStability(null, 0.1, 3)).toBeNull();
  });

  it('reads the slope itself without an SE', () => {
    expect(classifyStability(1, null, 0)).toBe('average');
    expect(classifyStability(1.1, null, 0)).toBe('responsive');
  });
});

const answer = {
  environments: [
    { year_id: 1, field_id: 1, field_name: 'A', year: 2024, label: 'A 2024' },
    {
      year_id: 2,
      field_id: 1,
      field_name: 'A',
      year: 2025,
      label: 'A 2025',
      season_indices: { GDD: 56, ГТК: null },
    },
  ],
  lines: ['L1', 'L2'],
  means: {
    cells: [
      [1, 2],
      [3, 4],
    ],
    lines: [1.5, 3.5],
    environments: [2, 3],
    grand: 2.5,
  },
  bartlett: { statistic: 5.123, df: 1, p: 0.0236, pooled_variance: 1, significance: '*' },
} as unknown as MultipleFieldComparison;

describe('buildMeansTable', () => {
  it('puts lines in rows, seasons in columns, the season means last', () => {
    const table = buildMeansTable(answer, t);
    expect(table.columns.map((c) => c.title)).toEqual([
      'statistics.multipleFields.line',
      'A 2024',
      'A 2025',
      'statistics.multipleFields.lineMean',
    ]);
    expect(table.rows.map((r) => [r.values.line, r.values.e0, r.values.e1, r.values.mean])).toEqual(
      [
        ['L1', 1, 2, 1.5],
        ['L2', 3, 4, 3.5],
        ['statistics.multipleFields.seasonMean', 2, 3, 2.5],
      ],
    );
  });
});

describe('seasonIndexColumns', () => {
  it('adds the indices some season has, translated, empty where a season has none', () => {
    const { columns, valuesOf } = seasonIndexColumns(answer, t);
    expect(columns.map((c) => [c.key, c.title])).toEqual([
      ['index:GDD', 'seasonIndices.gdd'],
      ['index:ГТК', 'seasonIndices.hydrothermal_coefficient'],
    ]);
    expect(valuesOf(2)).toEqual({ 'index:GDD': 56, 'index:ГТК': null });
    expect(valuesOf(1)).toEqual({ 'index:GDD': null, 'index:ГТК': null });
  });
});

describe('bartlettSentence', () => {
  it('says the variances differ when p < 0.05', () => {
    expect(bartlettSentence(answer, t)).toBe(
      'statistics.multipleFields.bartlettHeterogeneous {"chi2":"5.12","df":1,"p":"= 0.024"}',
    );
  });
});
