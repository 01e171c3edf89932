import type { FieldList } from '@plotline/contract/fields';
import type { AverageRow } from '@plotline/contract/statistics';
import { describe, expect, it } from 'vitest';
import {
  buildSeasonTree,
  indexSeasons,
  mergeFeatureNames,
  toControlOptions,
} from './season-options.ts';

function field(id: number, name: string, years: [number, number][]): FieldList[number] {
  return {
    field_id: id,
    field_name: name,
    company_id: 1,
    division: null,
    user: 1,
    region: 'Краснодарский край',
    subregion: null,
    english_name_region: 'R',
    type: 'competitive',
    width: 12,
    fieldyear_set: years.map(([yearId, year]) => ({
      id: yearId,
      year,
      species: 3,
      field_table_info: id,
    })),
  };
}

const FIELDS: FieldList = [
  field(1, 'КСИ-1', [
    [11, 2024],
    [12, 2025],
  ]),
  field(2, 'Питомник', []),
];

describe('buildSeasonTree', () => {
  it('lists nurseries with their seasons, latest first, and disables empty ones', () => {
    expect(buildSeasonTree(FIELDS, 'нет лет')).toEqual([
      {
        value: 'field:1',
        title: 'КСИ-1',
        label: 'КСИ-1',
        disabled: false,
        children: [
          { value: '12', title: '2025', label: 'КСИ-1 · 2025' },
          { value: '11', title: '2024', label: 'КСИ-1 · 2024' },
        ],
      },
      {
        value: 'field:2',
        title: 'Питомник (нет лет)',
        label: 'Питомник',
        disabled: true,
        children: [],
      },
    ]);
  });

  it('indexes every season with its year and label', () => {
    expect(indexSeasons(FIELDS)).toEqual(
      new Map([
        [11, { year: 2024, label: 'КСИ-1 · 2024' }],
        [12, { year: 2025, label: 'КСИ-1 · 2025' }],
      ]),
    );
  });
});

describe('mergeFeatureNames', () => {
  it('joins the seasons’ features, each once, in alphabetical order', () => {
    expect(
      mergeFeatureNames([
        [
          { id: 1, feature: 'урожайность' },
          { id: 2, feature: 'высота растений' },
        ],
        undefined,
        [
          { id: 1, feature: 'урожайность' },
          { id: 3, feature: 'масличность' },
        ],
      ]),
    ).toEqual(['высота растений', 'масличность', 'урожайность']);
  });
});

describe('toControlOptions', () => {
  it('names each row by plot and line, plots in natural order', () => {
    const row = (plot: string, line: string) =>
      ({ plot_name: plot, line_name: line }) as AverageRow;
    expect(toControlOptions([row('Д-10', 'Б'), row('Д-2', 'А')])).toEqual([
      { value: 'Д-2', label: 'Д-2 — А' },
      { value: 'Д-10', label: 'Д-10 — Б' },
    ]);
  });
});
