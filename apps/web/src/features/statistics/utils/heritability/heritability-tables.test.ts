import type { HeritabilityLine } from '@plotline/contract/statistics-heritability';
import { describe, expect, it } from 'vitest';
import {
  filterLines,
  heritabilityLevel,
  toComponentRows,
  toCorrelationRows,
} from './heritability-tables.ts';

describe('toComponentRows', () => {
  it('gives each component its share of the summed variance', () => {
    const rows = toComponentRows([
      { name: 'line', variance: 6, se: 2, boundary: false },
      { name: 'line_by_environment', variance: 0, se: null, boundary: true },
      { name: 'residual', variance: 2, se: 0.5, boundary: false },
    ]);
    expect(rows.map((row) => row.share)).toEqual([75, 0, 25]);
    expect(rows[1]?.boundary).toBe(true);
  });

  it('leaves the seasons and repetitions out of the phenotypic variance', () => {
    const rows = toComponentRows([
      { name: 'line', variance: 3, se: 1, boundary: false },
      { name: 'line_by_environment', variance: 1, se: 0.5, boundary: false },
      { name: 'environment', variance: 40, se: 30, boundary: false },
      { name: 'replicate_within_environment', variance: 2, se: 1, boundary: false },
      { name: 'residual', variance: 4, se: 0.5, boundary: false },
    ]);
    expect(rows.map((row) => row.share)).toEqual([37.5, 12.5, null, null, 50]);
  });

  it('has no shares when every component is 0', () => {
    const rows = toComponentRows([{ name: 'residual', variance: 0, se: null, boundary: true }]);
    expect(rows[0]?.share).toBeNull();
  });
});

describe('heritabilityLevel', () => {
  it('reads above 0.6 as high, from 0.3 as moderate, else low', () => {
    expect([0.61, 0.6, 0.3, 0.29].map(heritabilityLevel)).toEqual([
      'high',
      'moderate',
      'moderate',
      'low',
    ]);
  });
});

describe('filterLines', () => {
  const line = (line_name: string, rank: number): HeritabilityLine => ({
    line_id: rank,
    line_name,
    blup: 0,
    pev: 1,
    reliability: 0.5,
    mean: 10,
    rank,
    n_plots: 3,
    n_environments: 1,
  });
  const lines = [line('Бузулук', 1), line('ВК-678', 2), line('вк-680', 3)];

  it('keeps lines whose name holds the text, whatever the case', () => {
    expect(filterLines(lines, ' вк-6 ').map((l) => l.rank)).toEqual([2, 3]);
    expect(filterLines(lines, '')).toBe(lines);
  });
});

describe('toCorrelationRows', () => {
  it('puts genotypic r above the diagonal and phenotypic r below', () => {
    const rows = toCorrelationRows({
      features: ['a', 'b', 'c'],
      genotypic: [
        [1, 0.9, null],
        [0.9, 1, -0.2],
        [null, -0.2, 1],
      ],
      phenotypic: [
        [1, 0.5, 0.1],
        [0.5, 1, -0.4],
        [0.1, -0.4, 1],
      ],
      plots: [],
    });
    expect(rows.map((row) => row.cells.map((cell) => cell.value))).toEqual([
      [null, 0.9, null],
      [0.5, null, -0.2],
      [0.1, -0.4, null],
    ]);
    expect(rows[0]?.cells.map((cell) => cell.kind)).toEqual(['diagonal', 'genotypic', 'genotypic']);
    expect(rows[2]?.cells[1]?.kind).toBe('phenotypic');
  });
});
