import type { AverageRow, NsrRow, TTestRow } from '@plotline/contract/statistics';
import { describe, expect, it } from 'vitest';
import { basePlotName, toResultRows } from './result-rows.ts';

type Season = { yearId: number; year: number };
const S2024: Season = { yearId: 1, year: 2024 };
const S2025: Season = { yearId: 2, year: 2025 };

function nsrRow(season: Season, plot: string, lineId: number, avg: number | null): NsrRow {
  return {
    field_id: 7,
    field_name: 'КСИ-1',
    year: season.year,
    region_id: null,
    region: 'Краснодарский край',
    year_id: season.yearId,
    plot_name: plot,
    line_name: `Линия ${lineId}`,
    plot_data: [1, 2, 3].map((rep) => ({ plot_id: lineId * 10 + rep, line_id: lineId })),
    features: [
      {
        feature: 'урожайность',
        avg_value: avg,
        nsr: 2.5,
        significance: false,
        stars: '',
        color: null,
      },
    ],
  };
}

describe('toResultRows', () => {
  it("marks each season's control (as the server names them) and every other row's difference", () => {
    const rows = [
      nsrRow(S2024, 'Д-5', 9, 40),
      nsrRow(S2024, 'Д-1', 1, 44),
      nsrRow(S2024, 'Д-6', 1, 46),
      nsrRow(S2025, 'Д-1', 1, 50),
      nsrRow(S2025, 'Д-2', 2, 53.5),
    ];
    const controls = [rows[1], rows[3]] as NsrRow[];
    const result = toResultRows(rows, controls);
    expect(result.map((row) => [row.key, row.isControl, row.difference])).toEqual([
      ['1:Д-5', false, -4],
      ['1:Д-1', true, null],
      ['1:Д-6', false, 2],
      ['2:Д-1', true, null],
      ['2:Д-2', false, 3.5],
    ]);
    expect(result[4]).toMatchObject({
      fieldName: 'КСИ-1',
      year: 2025,
      lineName: 'Линия 2',
      repetitions: 3,
      mean: 53.5,
      nsr: 2.5,
      lower: null,
      pValue: null,
      rank: null,
      significance: false,
      stars: '',
    });
  });

  it('compares a page with a control that is not on it', () => {
    const control = nsrRow(S2025, 'Д-1', 1, 50);
    const page = [nsrRow(S2025, 'Д-7', 7, 47.5)];
    expect(toResultRows(page, [control])[0]?.difference).toBe(-2.5);
  });

  it('leaves differences empty without a control, a found control or a mean', () => {
    const rows = [nsrRow(S2025, 'Д-1', 1, null), nsrRow(S2025, 'Д-2', 2, 50)];
    expect(toResultRows(rows, []).map((row) => row.difference)).toEqual([null, null]);
    const elsewhere = nsrRow(S2024, 'Д-1', 1, 40);
    expect(toResultRows(rows, [elsewhere]).some((r) => r.isControl)).toBe(false);
    expect(toResultRows(rows, [rows[0] as NsrRow])[1]?.difference).toBeNull();
  });

  it('reads the t-test and averages items', () => {
    const base = nsrRow(S2025, 'Д-2', 2, 50);
    const tTest: TTestRow = {
      ...base,
      features: [
        {
          feature: 'урожайность',
          upper: 5.1,
          avg_value: 50,
          lower: 0.9,
          significance: true,
          stars: '**',
          color: 'green',
          p_value: 0.004,
        },
      ],
    };
    const average: AverageRow = {
      ...base,
      features: [
        {
          feature: 'урожайность',
          avg_value: 50,
          rank: 3,
          nsr: null,
          significance: null,
          stars: null,
          color: null,
        },
      ],
    };
    expect(toResultRows([tTest], [])[0]).toMatchObject({
      lower: 0.9,
      upper: 5.1,
      pValue: 0.004,
      significance: true,
      stars: '**',
      color: 'green',
      nsr: null,
    });
    expect(toResultRows([average], [])[0]).toMatchObject({ rank: 3, nsr: null, lower: null });
  });
});

describe('basePlotName', () => {
  it('drops the repetition suffix only', () => {
    expect(basePlotName('Делянка 1/3')).toBe('Делянка 1');
    expect(basePlotName(' Д-1 ')).toBe('Д-1');
    expect(basePlotName('A/B')).toBe('A/B');
  });
});
