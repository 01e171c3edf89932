import { describe, expect, it } from 'vitest';
import { toFiltersQuery, toSortQuery } from './plot-query.ts';

describe('plot table query', () => {
  it('sorts by the first column the server knows', () => {
    expect(toSortQuery([])).toEqual({});
    expect(
      toSortQuery([
        { colId: 'genotype:snp1', sort: 'asc' },
        { colId: 'feature:высота', sort: 'desc' },
      ]),
    ).toEqual({
      sort_by: 'feature:высота',
      order: 'desc',
    });
  });

  it('writes checklist filters as {column: [values]} and leaves out empty models', () => {
    expect(toFiltersQuery({})).toBeUndefined();
    expect(toFiltersQuery({ parent_name_1: { values: ['A', ''] }, comment: null })).toBe(
      '{"parent_name_1":["A",""]}',
    );
  });
});
