import type { FeatureList } from '@plotline/contract/characteristics';
import type { FieldList } from '@plotline/contract/fields';
import type { AverageRow } from '@plotline/contract/statistics';

/** A node of the nursery → season picker; only seasons (value = year id as text) are values. */
export type SeasonTreeOption = {
  value: string;
  /** What the tree shows: the nursery's name, or the season's year under it. */
  title: string;
  /** What the chosen tag shows: "nursery · year" for a season. */
  label: string;
  disabled?: boolean;
  /** False for a nursery when one season is picked (it only groups its seasons). */
  selectable?: boolean;
  children?: SeasonTreeOption[];
};

export type ChoiceOption = { value: string; label: string };

const collator = new Intl.Collator('ru', { numeric: true, sensitivity: 'base' });

/** The label of a season wherever it is named: "КСИ-1 · 2025". */
export function seasonLabel(fieldName: string, year: number): string {
  return `${fieldName} · ${year}`;
}

/**
 * The crop's nurseries with their seasons, latest first, for the season picker. A nursery
 * without seasons is shown disabled with `noYears` beside its name.
 */
export function buildSeasonTree(fields: FieldList, noYears: string): SeasonTreeOption[] {
  return fields.map((field) => {
    const years = [...field.fieldyear_set].sort((a, b) => b.year - a.year);
    return {
      value: `field:${field.field_id}`,
      title: years.length === 0 ? `${field.field_name} (${noYears})` : field.field_name,
      label: field.field_name,
      disabled: years.length === 0,
      children: years.map((season) => ({
        value: String(season.id),
        title: String(season.year),
        label: seasonLabel(field.field_name, season.year),
      })),
    };
  });
}

/** Every season of the crop by id: its year and its label. */
export function indexSeasons(fields: FieldList): Map<number, { year: number; label: string }> {
  return new Map(
    fields.flatMap((field) =>
      field.fieldyear_set.map((season) => [
        season.id,
        { year: season.year, label: seasonLabel(field.field_name, season.year) },
      ]),
    ),
  );
}

/** The quantitative features of the chosen seasons: each name once, sorted (spec: union). */
export function mergeFeatureNames(lists: readonly (FeatureList | undefined)[]): string[] {
  const names = new Set(lists.flatMap((list) => (list ?? []).map((item) => item.feature)));
  return [...names].sort(collator.compare);
}

/** The control picker's rows of a season: "plot — line", plots in natural order. */
export function toControlOptions(rows: readonly AverageRow[]): ChoiceOption[] {
  return rows
    .map((row) => ({ value: row.plot_name, label: `${row.plot_name} — ${row.line_name}` }))
    .sort((a, b) => collator.compare(a.value, b.value));
}
