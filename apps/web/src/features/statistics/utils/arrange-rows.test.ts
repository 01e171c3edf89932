import { describe, expect, it } from 'vitest';
import { filterResultRows, sortResultRows } from './arrange-rows.ts';
import type { ResultRow } from './result-rows.ts';

function row(plotName: string, patch: Partial<ResultRow> = {}): ResultRow {
  return {
    key: plotName,
    fieldName: 'КСИ-1',
    year: 2025,
    yearId: 2,
    plotName,
    lineName: `Линия ${plotName}`,
    repetitions: 3,
    isControl: false,
    mean: null,
    difference: null,
    nsr: null,
    lower: null,
    upper: null,
    pValue: null,
    rank: null,
    significance: null,
    color: null,
    ...patch,
  };
}

const keys = (rows: ResultRow[]) => rows.map((item) => item.key);

describe('filterResultRows', () => {
  it('matches plot or line names, ignoring case and ё', () => {
    const rows = [
      row('Д-1', { lineName: 'Алёшка' }),
      row('Д-2', { lineName: 'Белая' }),
      row('Е-3'),
    ];
    expect(keys(filterResultRows(rows, 'алеш'))).toEqual(['Д-1']);
    expect(keys(filterResultRows(rows, ' д- '))).toEqual(['Д-1', 'Д-2']);
    expect(keys(filterResultRows(rows, '  '))).toEqual(['Д-1', 'Д-2', 'Е-3']);
  });
});

describe('sortResultRows', () => {
  const rows = [row('Д-10', { mean: 51 }), row('Д-2', { mean: null }), row('Д-1', { mean: 49.5 })];

  it('sorts names naturally and numbers numerically, missing values last', () => {
    expect(keys(sortResultRows(rows, { key: 'plotName', order: 'ascend' }))).toEqual([
      'Д-1',
      'Д-2',
      'Д-10',
    ]);
    expect(keys(sortResultRows(rows, { key: 'mean', order: 'ascend' }))).toEqual([
      'Д-1',
      'Д-10',
      'Д-2',
    ]);
    expect(keys(sortResultRows(rows, { key: 'mean', order: 'descend' }))).toEqual([
      'Д-10',
      'Д-1',
      'Д-2',
    ]);
    expect(keys(sortResultRows(rows, null))).toEqual(['Д-10', 'Д-2', 'Д-1']);
  });

  it('sorts significance by direction and strength', () => {
    const marked = [
      row('a', { significance: '*', color: 'green' }),
      row('b', { significance: '**', color: 'red' }),
      row('c', { significance: null }),
      row('d', { significance: '', color: null }),
      row('e', { significance: '***', color: 'green' }),
    ];
    expect(keys(sortResultRows(marked, { key: 'significance', order: 'descend' }))).toEqual([
      'e',
      'a',
      'd',
      'b',
      'c',
    ]);
  });
});
