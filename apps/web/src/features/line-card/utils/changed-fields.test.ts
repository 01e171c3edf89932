import type { LineRecord } from '@plotline/contract/lines';
import { describe, expect, it } from 'vitest';
import { changedFields, toFormValues } from './changed-fields.ts';

const RECORD: LineRecord = {
  line_id: 7,
  line_name: 'Безостая 1',
  spec_id: 1,
  is_sort: true,
  species: 'Triticum aestivum',
  origin: 'КНИИСХ',
  regions: ['Северо-Кавказский'],
  uniformity: '',
  heterotic_group: '',
  genealogy: 'Лютесценс 17 × Безостая 4',
  owner: '',
  comments: '',
  herbicides: '',
  fungicides: '',
  mother: null,
  father: null,
  count_of_plots: 2,
  years: [2023, 2024],
  created_at: '2024-01-01T00:00:00Z',
  can_edit: true,
  can_manage: true,
};

describe('changedFields', () => {
  it('sends nothing when the values are the record (texts trimmed)', () => {
    expect(changedFields(RECORD, { ...toFormValues(RECORD), origin: ' КНИИСХ ' })).toEqual({});
  });

  it('sends only what changed, trimmed', () => {
    const values = {
      ...toFormValues(RECORD),
      name: '  Безостая 1М ',
      is_sort: false,
      regions: ['Северо-Кавказский', ' Центральный ', ''],
      comments: 'устойчив к полеганию',
    };
    expect(changedFields(RECORD, values)).toEqual({
      name: 'Безостая 1М',
      is_sort: false,
      regions: ['Северо-Кавказский', 'Центральный'],
      comments: 'устойчив к полеганию',
    });
  });
});
