import type { AnalysedSample } from '@plotline/contract/genome-analyses';
import { describe, expect, it } from 'vitest';
import { GROUP_COLOURS, groupSamples, UNGROUPED_COLOUR } from './sample-groups.ts';

const sample = (name: string, origin: string, idx = 0): AnalysedSample => ({
  idx,
  name,
  line_id: null,
  line_name: null,
  origin,
  heterotic_group: '',
  species: 'Helianthus annuus',
});

describe('groupSamples', () => {
  it('puts every sample in one group when nothing is chosen', () => {
    const groups = groupSamples([sample('a', 'RU'), sample('b', '')], 'none');
    expect(groups).toEqual([{ value: 'all', colour: GROUP_COLOURS[0], indices: [0, 1] }]);
  });

  it('ranks groups by size, then by value, with the samples without a value last and grey', () => {
    const samples = ['RU', '', 'FR', 'RU', 'AR', 'FR', 'RU'].map((o, i) => sample(`s${i}`, o));
    const groups = groupSamples(samples, 'origin');
    expect(groups.map((g) => [g.value, g.indices])).toEqual([
      ['RU', [0, 3, 6]],
      ['FR', [2, 5]],
      ['AR', [4]],
      ['', [1]],
    ]);
    expect(groups.map((g) => g.colour)).toEqual([
      GROUP_COLOURS[0],
      GROUP_COLOURS[1],
      GROUP_COLOURS[2],
      UNGROUPED_COLOUR,
    ]);
  });

  it('lumps the groups past the palette into one grey "other" group', () => {
    const count = GROUP_COLOURS.length + 3;
    const samples = Array.from({ length: count }, (_, i) => sample(`s${i}`, `c${i}`));
    const groups = groupSamples(samples, 'origin');
    expect(groups).toHaveLength(GROUP_COLOURS.length + 1);
    const other = groups.at(-1);
    expect(other?.value).toBeNull();
    expect(other?.colour).toBe(UNGROUPED_COLOUR);
    expect(other?.indices).toHaveLength(3);
    expect(new Set(groups.slice(0, -1).map((g) => g.colour)).size).toBe(GROUP_COLOURS.length);
  });

  it('treats a value of spaces as no value', () => {
    const groups = groupSamples([sample('a', '  '), sample('b', 'RU')], 'origin');
    expect(groups.map((g) => g.value)).toEqual(['RU', '']);
  });
});
