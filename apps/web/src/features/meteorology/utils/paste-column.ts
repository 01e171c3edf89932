import type { MonthRow } from './month-grid.ts';

/** A value a paste writes: a day without a value of that parameter yet. */
export type PastedValue = { param: number; date: string; value: string };

/**
 * Reads a column pasted from a spreadsheet (one value a line, tabs keep only the first cell)
 * into the month grid from `startDay` down: empty lines are skipped days, lines past the
 * month's end are dropped. Days already holding a value are reported in `taken` (the list
 * POST would refuse them: a value is never overwritten by a paste).
 */
export function readPastedColumn(
  text: string,
  rows: readonly MonthRow[],
  param: number,
  startDay: number,
): { values: PastedValue[]; taken: string[] } {
  const lines = text.replace(/\r\n?/g, '\n').replace(/\n$/, '').split('\n');
  const values: PastedValue[] = [];
  const taken: string[] = [];
  lines.forEach((line, index) => {
    const row = rows[startDay - 1 + index];
    const value = (line.split('\t')[0] ?? '').trim();
    if (!row || value === '') return;
    if (row.values[param]) taken.push(row.date);
    else values.push({ param, date: row.date, value });
  });
  return { values, taken };
}
