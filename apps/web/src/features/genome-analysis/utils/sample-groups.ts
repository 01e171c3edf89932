import type { AnalysedSample } from '@plotline/contract/genome-analyses';

/** What the PCA points can be coloured by: nothing, or a field of the sample's line. */
export const SAMPLE_GROUPINGS = ['none', 'origin', 'heterotic_group', 'species'] as const;
export type SampleGrouping = (typeof SAMPLE_GROUPINGS)[number];

/**
 * Colours of the groups, largest group first: Okabe–Ito (colour-blind safe) then Tableau's
 * darker tones; a group past these shares the "other" grey.
 */
export const GROUP_COLOURS = [
  '#0072b2',
  '#e69f00',
  '#009e73',
  '#cc79a7',
  '#d55e00',
  '#56b4e9',
  '#8c6d31',
  '#000000',
  '#7b4173',
  '#637939',
] as const;
/** Samples without a value, and groups past the palette. */
export const UNGROUPED_COLOUR = '#a6a6a6';

/** A coloured group of samples (indices into the result's `samples`). */
export type SampleGroup = {
  /** The value shared, '' for the samples without one, null for the lumped "other" groups. */
  value: string | null;
  colour: string;
  indices: number[];
};

/**
 * Groups the analysed samples by a field for the PCA's colours: one group per value, largest
 * first (ties by value), each with its palette colour; the samples without a value last, grey;
 * values beyond the palette lumped into one grey "other" group. `none` gives one group.
 */
export function groupSamples(samples: AnalysedSample[], grouping: SampleGrouping): SampleGroup[] {
  if (grouping === 'none') {
    return [{ value: 'all', colour: GROUP_COLOURS[0], indices: samples.map((_, i) => i) }];
  }
  const byValue = new Map<string, number[]>();
  for (const [index, sample] of samples.entries()) {
    const value = sample[grouping].trim();
    const list = byValue.get(value) ?? [];
    list.push(index);
    byValue.set(value, list);
  }
  const missing = byValue.get('');
  byValue.delete('');
  const ranked = [...byValue.entries()].sort(
    (a, b) => b[1].length - a[1].length || a[0].localeCompare(b[0]),
  );
  const groups: SampleGroup[] = ranked
    .slice(0, GROUP_COLOURS.length)
    .map(([value, indices], rank) => ({ value, colour: GROUP_COLOURS[rank] as string, indices }));
  const rest = ranked.slice(GROUP_COLOURS.length).flatMap(([, indices]) => indices);
  if (rest.length > 0) {
    groups.push({ value: null, colour: UNGROUPED_COLOUR, indices: rest.sort((a, b) => a - b) });
  }
  if (missing) groups.push({ value: '', colour: UNGROUPED_COLOUR, indices: missing });
  return groups;
}
