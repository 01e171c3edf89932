import type { MeteoEvent, MeteoValue } from '@plotline/contract/meteo';
import { describe, expect, it } from 'vitest';
import { buildMonthRows, daysInMonth, decideCellChange, monthRange } from './month-grid.ts';

const value = (id: number, param: number, date: string, v: number): MeteoValue => ({
  id,
  param,
  date,
  value: v,
});
const event = (id: number, date: string, kind: MeteoEvent['kind']): MeteoEvent => ({
  id,
  sector: 1,
  date,
  kind,
  note: '',
});

describe('monthRange and daysInMonth', () => {
  it('knows the length of every month, leap Februaries included', () => {
    expect(daysInMonth(2026, 1)).toBe(31);
    expect(daysInMonth(2026, 4)).toBe(30);
    expect(daysInMonth(2026, 2)).toBe(28);
    expect(daysInMonth(2024, 2)).toBe(29);
    expect(daysInMonth(1900, 2)).toBe(28);
    expect(daysInMonth(2000, 2)).toBe(29);
  });

  it('gives the first and last day of a month as ISO dates', () => {
    expect(monthRange(2026, 5)).toEqual({ from: '2026-05-01', to: '2026-05-31' });
    expect(monthRange(2024, 2)).toEqual({ from: '2024-02-01', to: '2024-02-29' });
    expect(monthRange(2026, 12)).toEqual({ from: '2026-12-01', to: '2026-12-31' });
  });
});

describe('buildMonthRows', () => {
  it('makes a row per day with that day’s values by parameter and its events in order', () => {
    const rows = buildMonthRows(
      2026,
      4,
      [
        value(1, 10, '2026-04-01', -2.5),
        value(2, 11, '2026-04-01', 8),
        value(3, 10, '2026-04-30', 4),
      ],
      [event(7, '2026-04-12', 'frost'), event(8, '2026-04-12', 'hail')],
    );
    expect(rows).toHaveLength(30);
    expect(rows[0]?.date).toBe('2026-04-01');
    expect(rows[0]?.day).toBe(1);
    expect(rows[29]?.date).toBe('2026-04-30');
    expect(rows[0]?.values[10]?.value).toBe(-2.5);
    expect(rows[0]?.values[11]?.value).toBe(8);
    expect(rows[29]?.values[10]?.id).toBe(3);
    expect(rows[11]?.events.map((e) => e.kind)).toEqual(['frost', 'hail']);
    expect(rows[10]?.events).toEqual([]);
  });

  it('leaves out values and events of other months', () => {
    const rows = buildMonthRows(
      2026,
      2,
      [value(1, 10, '2026-03-01', 1), value(2, 10, '2025-02-01', 1)],
      [event(1, '2026-01-31', 'frost')],
    );
    expect(rows).toHaveLength(28);
    expect(rows.every((row) => Object.keys(row.values).length === 0)).toBe(true);
    expect(rows.every((row) => row.events.length === 0)).toBe(true);
  });
});

describe('decideCellChange', () => {
  const stored = value(5, 10, '2026-05-01', 12.5);

  it('creates a value typed into an empty cell, as typed (the server reads the comma)', () => {
    expect(decideCellChange(undefined, ' 12,5 ')).toEqual({ action: 'create', value: '12,5' });
    expect(decideCellChange(undefined, 'abc')).toEqual({ action: 'create', value: 'abc' });
  });

  it('does nothing for an empty cell left empty or a value typed again', () => {
    expect(decideCellChange(undefined, '  ')).toEqual({ action: 'none' });
    expect(decideCellChange(stored, '12,5')).toEqual({ action: 'none' });
    expect(decideCellChange(stored, '12.50')).toEqual({ action: 'none' });
  });

  it('updates a changed value and deletes a cleared one', () => {
    expect(decideCellChange(stored, '13')).toEqual({ action: 'update', id: 5, value: '13' });
    expect(decideCellChange(stored, '12,34567')).toEqual({
      action: 'update',
      id: 5,
      value: '12,34567',
    });
    expect(decideCellChange(stored, '')).toEqual({ action: 'delete', id: 5 });
  });
});
