import type { KnowledgeEntry } from '@plotline/contract/knowledge-base';
import { describe, expect, it } from 'vitest';
import { ALL_REGIONS, splitEntryErrors, toEntryBody, toEntryValues } from './entry-form-values.ts';

const ENTRY: KnowledgeEntry = {
  id: 1,
  spec_id: 2,
  title: 'Or7',
  gene: 'Or7',
  mutation_id: 5,
  mutation_name: 'Or7',
  feature_id: null,
  feature_name: null,
  body: 'Раса F',
  references: ['A (2016)', 'B (2015)'],
  effects: [
    {
      id: 9,
      mutation_id: 5,
      mutation_name: 'Or7',
      feature_id: 3,
      feature_name: 'урожайность',
      region_id: null,
      region_name: null,
      effect: 0.5,
      se: 0.3,
    },
    {
      id: 10,
      mutation_id: 5,
      mutation_name: 'Or7',
      feature_id: 3,
      feature_name: 'урожайность',
      region_id: 40,
      region_name: 'Краснодарский край',
      effect: 1.6,
      se: null,
    },
  ],
  created_by: 1,
  created_by_name: 'Demo',
  created_at: '2026-11-25T10:00:00.000Z',
  updated_at: '2026-11-25T10:00:00.000Z',
  can_edit: true,
  can_delete: true,
};

describe('entry form values', () => {
  it('round-trips an entry: references one per line, every region as the ALL choice', () => {
    const values = toEntryValues(ENTRY, null);
    expect(values.references).toBe('A (2016)\nB (2015)');
    expect(values.effects.map((effect) => effect.region_id)).toEqual([ALL_REGIONS, 40]);
    expect(toEntryBody({ ...values, references: ' A (2016)\n\n B (2015) \n' })).toEqual({
      title: 'Or7',
      gene: 'Or7',
      mutation_id: 5,
      feature_id: null,
      body: 'Раса F',
      references: ['A (2016)', 'B (2015)'],
      effects: [
        { mutation_id: 5, feature_id: 3, region_id: null, effect: 0.5, se: 0.3 },
        { mutation_id: 5, feature_id: 3, region_id: 40, effect: 1.6, se: null },
      ],
    });
  });

  it('starts a new entry about the filtered marker', () => {
    expect(toEntryValues(undefined, 7)).toMatchObject({
      mutation_id: 7,
      effects: [],
      references: '',
    });
  });

  it('splits the server’s effects[i] errors to their rows and drops unknown fields', () => {
    expect(
      splitEntryErrors(
        { 'effects[1]': ['taken'], title: ['long'], spec_id: ['x'] },
        (m) => `«${m}»`,
      ),
    ).toEqual({ fields: [{ name: 'title', errors: ['«long»'] }], rows: { 1: ['«taken»'] } });
  });
});
