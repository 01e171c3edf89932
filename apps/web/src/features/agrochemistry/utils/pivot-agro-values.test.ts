import type { AgroValue } from '@plotline/contract/meteo';
import { describe, expect, it } from 'vitest';
import { cellChange, cellKey, pivotAgroValues } from './pivot-agro-values.ts';

const value = (
  id: number,
  param: number,
  plot: number | null,
  date: string,
  number: number,
): AgroValue => ({ id, param, field: 7, plot, date, value: number });

const VALUES = [
  value(1, 10, null, '2026-05-04', 3.1),
  value(2, 11, null, '2026-05-04', 6.5),
  value(3, 10, null, '2026-04-12', 2.9),
  value(4, 10, 100, '2026-06-01', 3.4),
  value(5, 11, 101, '2026-04-12', 6.1),
];

describe('pivotAgroValues', () => {
  it('gives the nursery-level table its dates in order and each value at its cell', () => {
    const grid = pivotAgroValues(VALUES, 'field');
    expect(grid.dates).toEqual(['2026-04-12', '2026-05-04']);
    expect(grid.cells.get(cellKey(10, null, '2026-04-12'))?.value).toBe(2.9);
    expect(grid.cells.get(cellKey(11, null, '2026-05-04'))?.id).toBe(2);
    expect(grid.cells.get(cellKey(11, null, '2026-04-12'))).toBeUndefined();
    expect(grid.cells.size).toBe(3);
  });

  it('gives the per-plot table only the plots’ values and their dates', () => {
    const grid = pivotAgroValues(VALUES, 'plot');
    expect(grid.dates).toEqual(['2026-04-12', '2026-06-01']);
    expect(grid.cells.get(cellKey(10, 100, '2026-06-01'))?.value).toBe(3.4);
    expect(grid.cells.get(cellKey(10, null, '2026-05-04'))).toBeUndefined();
    expect(grid.cells.size).toBe(2);
  });

  it('keeps added sampling dates as empty columns, once each, in date order', () => {
    const grid = pivotAgroValues(VALUES, 'field', ['2026-09-30', '2026-05-04', '2026-01-15']);
    expect(grid.dates).toEqual(['2026-01-15', '2026-04-12', '2026-05-04', '2026-09-30']);
    expect(grid.cells.size).toBe(3);
  });

  it('has no dates without values or added dates', () => {
    expect(pivotAgroValues([], 'plot')).toEqual({ dates: [], cells: new Map() });
  });
});

describe('cellChange', () => {
  const stored = value(9, 10, null, '2026-05-04', 3.1);
  it('creates a value in an empty cell, as typed, and does nothing when it stays empty', () => {
    expect(cellChange(undefined, '4,25')).toEqual({ action: 'create', value: '4,25' });
    expect(cellChange(undefined, ' 1 200,5 ')).toEqual({ action: 'create', value: '1200,5' });
    expect(cellChange(undefined, '  ')).toEqual({ action: 'none' });
  });
  it('updates a changed value, keeps an equal one (comma or dot) and deletes an emptied one', () => {
    expect(cellChange(stored, '3,2')).toEqual({ action: 'update', id: 9, value: '3,2' });
    expect(cellChange(stored, '3,1')).toEqual({ action: 'none' });
    expect(cellChange(stored, '3.10')).toEqual({ action: 'none' });
    expect(cellChange(stored, '')).toEqual({ action: 'delete', id: 9 });
  });
  it('sends text that is no number to the server (which refuses it), never as an emptied cell', () => {
    expect(cellChange(stored, 'abc')).toEqual({ action: 'update', id: 9, value: 'abc' });
    expect(cellChange(undefined, '3,1.2')).toEqual({ action: 'create', value: '3,1.2' });
  });
  it('writes a zero (a measured zero is not an empty cell)', () => {
    expect(cellChange(undefined, '0')).toEqual({ action: 'create', value: '0' });
    expect(cellChange(stored, '0')).toEqual({ action: 'update', id: 9, value: '0' });
  });
});
