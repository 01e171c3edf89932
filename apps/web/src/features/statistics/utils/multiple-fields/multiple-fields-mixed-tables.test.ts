import type { MultiFieldMixed } from '@plotline/contract/statistics-hybrids';
import { describe, expect, it } from 'vitest';
import { buildMixedLinesTable, buildMixedTables } from './multiple-fields-mixed-tables.ts';

const t = (key: string, values?: Record<string, string | number>) =>
  values ? `${key} ${JSON.stringify(values)}` : key;

const mixed: MultiFieldMixed = {
  formula: 'y ~ environment + environment:replicate + line + (1 | line:environment)',
  converged: true,
  log_likelihood: -42.125,
  components: [
    { name: 'line_by_environment', variance: 0, se: null, boundary: true },
    { name: 'residual', variance: 1.5, se: 0.3, boundary: false },
  ],
  tests: [{ term: 'line', num_df: 2, den_df: 10.4, f: 12.3, p: 0.002, significance: '**' }],
  lines: [
    { line: 'B', mean: 31.2, se: 0.7, df: 9.8, n_plots: 6, n_environments: 2, rank: 1 },
    { line: 'A', mean: 28.4, se: 0.9, df: 11.2, n_plots: 3, n_environments: 1, rank: 2 },
  ],
  mean_sed: 1.0456,
  lsd: 2.3312,
};

describe('buildMixedLinesTable', () => {
  it('lists every line ranked, with its plots and seasons, and the SED and НСР₀₅ under it', () => {
    const table = buildMixedLinesTable(mixed, t, 'ru');
    expect(table.columns.map((c) => c.key)).toEqual([
      'rank',
      'line',
      'mean',
      'se',
      'df',
      'plots',
      'seasons',
    ]);
    expect(table.rows.map((row) => [row.values.rank, row.values.line])).toEqual([
      [1, 'B'],
      [2, 'A'],
    ]);
    expect(table.rows[1]?.values).toMatchObject({ plots: 3, seasons: 1 });
    expect(table.notes).toEqual([
      'statistics.multipleFields.mixed.sedLsd {"sed":"1,046","lsd":"2,331"}',
    ]);
  });
});

describe('buildMixedTables', () => {
  it('marks a component REML put at zero and names the tested terms', () => {
    const tables = buildMixedTables(mixed, t);
    expect(tables.components.rows[0]?.values).toMatchObject({
      component: 'statistics.multipleFields.source.line_by_environment',
      boundary: 'statistics.multipleFields.mixed.atBoundary',
    });
    expect(tables.components.rows[1]?.values.boundary).toBe('');
    expect(tables.tests.rows[0]?.values).toMatchObject({
      term: 'statistics.multipleFields.source.line',
      numDf: 2,
      denDf: 10.4,
      significance: '**',
    });
  });
});
