import type { Crop } from '@plotline/contract/crops';
import type { Field } from '@plotline/contract/fields';
import { describe, expect, it } from 'vitest';
import {
  buildSeasonTree,
  listTreeYearIds,
  mergeCheckedYears,
  yearIdOfKey,
  yearKey,
} from './season-tree.ts';

const LABELS = { noNurseries: 'no nurseries', noYears: 'no years' };

function crop(specId: number, name: string): Crop {
  return { spec_id: specId, russian_name: name, english_name: null, species: null };
}

function field(id: number, name: string, years: Array<[yearId: number, year: number]>): Field {
  return {
    field_id: id,
    field_name: name,
    company_id: 1,
    division: null,
    user: 1,
    region: 'R',
    subregion: null,
    english_name_region: 'R',
    type: null,
    width: 20,
    fieldyear_set: years.map(([yearId, year]) => ({
      id: yearId,
      year,
      species: 1,
      field_table_info: id,
    })),
  };
}

describe('buildSeasonTree', () => {
  const tree = buildSeasonTree(
    [crop(1, 'Wheat'), crop(2, 'Barley')],
    new Map([
      [
        1,
        [
          field(10, 'North', [
            [102, 2025],
            [101, 2024],
          ]),
          field(11, 'Empty', []),
        ],
      ],
      [2, []],
    ]),
    LABELS,
  );

  it('nests years under nurseries under crops, oldest year first', () => {
    const [wheat] = tree;
    expect(wheat?.key).toBe('crop:1');
    expect(wheat?.children?.[0]?.children?.map((node) => node.title)).toEqual(['2024', '2025']);
    expect(wheat?.children?.[0]?.children?.map((node) => node.key)).toEqual([
      'year:101',
      'year:102',
    ]);
  });

  it('cannot tick a nursery without years or a crop without nurseries', () => {
    const [wheat, barley] = tree;
    expect(wheat?.children?.[1]).toMatchObject({
      title: 'Empty (no years)',
      disableCheckbox: true,
    });
    expect(barley).toMatchObject({ title: 'Barley (no nurseries)', disableCheckbox: true });
    expect(wheat?.disableCheckbox).toBe(false);
  });

  it('lists every year it offers', () => {
    expect([...listTreeYearIds(tree)].sort()).toEqual([101, 102]);
  });
});

describe('year keys', () => {
  it('round-trip, and crop or nursery keys are no years', () => {
    expect(yearIdOfKey(yearKey(42))).toBe(42);
    expect(yearIdOfKey('field:42')).toBeNull();
    expect(yearIdOfKey('crop:1')).toBeNull();
  });
});

describe('mergeCheckedYears', () => {
  it('takes the ticked years and ignores crop and nursery keys', () => {
    expect(
      mergeCheckedYears(['crop:1', 'field:10', 'year:101', 'year:102'], [], new Set([101, 102])),
    ).toEqual([101, 102]);
  });

  it('keeps chosen years the tree does not show', () => {
    expect(mergeCheckedYears(['year:101'], [7, 102], new Set([101, 102]))).toEqual([7, 101]);
  });
});
