import { SEASON_INDEX_VARIABLES, type SeasonIndexName } from '@plotline/contract/statistics';
import type { TFunction } from 'i18next';

/** A Select option group of variables. */
export type VariableGroup = {
  label: string;
  title: string;
  options: { value: string; label: string }[];
};

/** The translated label of a season index, by its canonical name (`GDD`, `ГТК`, …). */
export function seasonIndexLabel(t: TFunction, name: SeasonIndexName): string {
  return t(`seasonIndices.${SEASON_INDEX_VARIABLES[name]}`);
}

/**
 * The option group of the season indices (decision 044): labelled in the interface language,
 * sending the canonical name the server knows; none when the seasons offer no index.
 */
export function seasonIndexGroups(
  t: TFunction,
  names: readonly SeasonIndexName[],
): VariableGroup[] {
  if (names.length === 0) return [];
  const title = t('seasonIndices.group');
  return [
    {
      label: title,
      title,
      options: names.map((name) => ({ value: name, label: seasonIndexLabel(t, name) })),
    },
  ];
}
