import { describe, expect, it } from 'vitest';
import type { ResultRow } from './result-rows.ts';
import { summariseNsr } from './summarise-nsr.ts';

function row(yearId: number, nsr: number | null): ResultRow {
  return {
    key: `${yearId}:${nsr}`,
    fieldName: yearId === 1 ? 'КСИ-1' : 'КСИ-2',
    year: 2020 + yearId,
    yearId,
    plotName: 'Д-1',
    lineName: 'Линия',
    repetitions: 3,
    isControl: false,
    mean: 50,
    difference: null,
    nsr,
    lower: null,
    upper: null,
    pValue: null,
    rank: null,
    significance: null,
    color: null,
  };
}

describe('summariseNsr', () => {
  it('gives each season its НСР₀₅ range, seasons without one left out', () => {
    const rows = [row(2, 3.1), row(1, null), row(2, 2.9), row(3, null), row(1, 4), row(2, 3.4)];
    expect(summariseNsr(rows)).toEqual([
      { yearId: 2, fieldName: 'КСИ-2', year: 2022, min: 2.9, max: 3.4 },
      { yearId: 1, fieldName: 'КСИ-1', year: 2021, min: 4, max: 4 },
    ]);
    expect(summariseNsr([row(1, null)])).toEqual([]);
  });
});
