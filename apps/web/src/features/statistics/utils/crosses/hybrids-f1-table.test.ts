import { describe, expect, it } from 'vitest';
import { buildF1Table } from './hybrids-f1-table.ts';

const t = (key: string) => key;

describe('buildF1Table', () => {
  it('lays the crosses out as mothers × fathers with both parents’ means', () => {
    const table = buildF1Table(
      [
        {
          mother: 'A',
          common_mean: '10.5',
          fathers: [
            { name: 'Y', value: '11', common_mean: '12' },
            { name: 'X', value: '10', common_mean: '9' },
          ],
        },
        { mother: 'B', common_mean: '8', fathers: [{ name: 'X', value: '8', common_mean: '9' }] },
      ],
      t,
    );
    expect(table.columns.map((c) => c.title)).toEqual([
      'statistics.hybrids.f1.corner',
      'X',
      'Y',
      'statistics.hybrids.f1.motherMean',
    ]);
    expect(table.rows.map((row) => Object.values(row.values))).toEqual([
      ['A', 10, 11, 10.5],
      ['B', 8, null, 8],
      ['statistics.hybrids.f1.fatherMean', null, 9, 12],
    ]);
    expect(table.rows.at(-1)?.isSummary).toBe(true);
  });
});
