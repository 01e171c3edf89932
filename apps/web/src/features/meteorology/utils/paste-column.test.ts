import type { MeteoValue } from '@plotline/contract/meteo';
import { describe, expect, it } from 'vitest';
import { buildMonthRows } from './month-grid.ts';
import { readPastedColumn } from './paste-column.ts';

const taken: MeteoValue = { id: 1, param: 10, date: '2026-05-03', value: 4 };

describe('readPastedColumn', () => {
  const rows = buildMonthRows(2026, 5, [taken], []);

  it('writes the lines down the column from the day pasted into, skipping empty lines', () => {
    const result = readPastedColumn('1,5\r\n\r\n-3\t9\n', rows, 11, 30);
    expect(result).toEqual({
      values: [{ param: 11, date: '2026-05-30', value: '1,5' }],
      taken: [],
    });
    const spread = readPastedColumn('1\n\n2', rows, 11, 1);
    expect(spread.values.map((v) => [v.date, v.value])).toEqual([
      ['2026-05-01', '1'],
      ['2026-05-03', '2'],
    ]);
  });

  it('keeps only the first cell of a row and drops lines past the month’s end', () => {
    const result = readPastedColumn('7\t8\n9\n10\n11', rows, 11, 30);
    expect(result.values.map((v) => [v.date, v.value])).toEqual([
      ['2026-05-30', '7'],
      ['2026-05-31', '9'],
    ]);
  });

  it('reports the days already holding a value of that parameter', () => {
    const result = readPastedColumn('1\n2\n3', rows, 10, 1);
    expect(result.taken).toEqual(['2026-05-03']);
    expect(result.values.map((v) => v.date)).toEqual(['2026-05-01', '2026-05-02']);
    expect(readPastedColumn('1\n2\n3', rows, 11, 1).taken).toEqual([]);
  });
});
