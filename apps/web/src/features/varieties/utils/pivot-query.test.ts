import { describe, expect, it } from 'vitest';
import { valueColumnWidth } from './pivot-columns.ts';
import { formatMean, toPivotFilters, toPivotSort } from './pivot-query.ts';

describe('toPivotSort', () => {
  it('sends the first sorted column, descending with a minus', () => {
    expect(toPivotSort([])).toBeUndefined();
    expect(toPivotSort([{ colId: 'Высота|2024', sort: 'asc' }])).toBe('Высота|2024');
    expect(toPivotSort([{ colId: 'line_name', sort: 'desc' }])).toBe('-line_name');
  });
});

describe('toPivotFilters', () => {
  it('turns ranges and texts into the filters JSON, leaving empty models out', () => {
    expect(toPivotFilters({})).toBeUndefined();
    expect(toPivotFilters({ a: { contains: '  ' }, b: null })).toBeUndefined();
    const json = toPivotFilters({
      'Урожайность|2024': { min: 40, max: 60 },
      line_name: { contains: ' Сила ' },
      'Высота|2023': { max: 0 },
    });
    expect(JSON.parse(json ?? '')).toEqual([
      { column: 'Урожайность|2024', min: 40, max: 60 },
      { column: 'line_name', contains: 'Сила' },
      { column: 'Высота|2023', max: 0 },
    ]);
  });
});

describe('formatMean', () => {
  it('rounds by the size of the value', () => {
    expect(formatMean(5.4567, 'en')).toBe('5.46');
    expect(formatMean(54.567, 'en')).toBe('54.6');
    expect(formatMean(5456.7, 'en')).toBe('5,457');
    expect(formatMean(5.4567, 'ru')).toBe('5,46');
  });
});

describe('valueColumnWidth', () => {
  it('gives a lone region column room for its feature, within 80..160 px', () => {
    expect(valueColumnWidth('2024', 'урожайность (ц/га)', 2)).toBe(96);
    expect(valueColumnWidth('Краснодарский край', 'урожайность (ц/га)', 1)).toBe(160);
    expect(valueColumnWidth('Юг', 'масса 1000 зёрен (г)', 1)).toBeGreaterThan(96);
  });
});
