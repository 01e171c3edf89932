import { describe, expect, it } from 'vitest';
import { toLotRequest, toLotSort } from './lot-query.ts';

describe('toLotSort', () => {
  it('sends the sorted column, descending with a minus', () => {
    expect(toLotSort([{ colId: 'weight', sort: 'desc' }])).toBe('-weight');
    expect(toLotSort([{ colId: 'line_name', sort: 'asc' }])).toBe('line_name');
  });

  it('falls back to the lot code for no sort or a column the server cannot sort', () => {
    expect(toLotSort([])).toBe('code');
    expect(toLotSort([{ colId: 'region', sort: 'asc' }])).toBe('code');
  });
});

describe('toLotRequest', () => {
  it('keeps the location over its warehouse and drops empty filters', () => {
    expect(toLotRequest(3, { warehouse: 1, location: 7, line: '  ', year: null })).toEqual({
      spec_id: 3,
      location: 7,
    });
  });

  it('sends the warehouse, the trimmed line, the year and "available only"', () => {
    expect(
      toLotRequest(3, { warehouse: 1, line: ' ВК ', year: 2025, availableOnly: true }),
    ).toEqual({ spec_id: 3, warehouse: 1, line: 'ВК', year: 2025, available_only: 'true' });
  });
});
