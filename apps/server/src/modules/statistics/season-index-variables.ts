import {
  isSeasonIndexName,
  SEASON_INDEX_NAMES,
  SEASON_INDEX_VARIABLES,
  type SeasonIndexName,
} from '@plotline/contract/statistics';
import type { Db } from '../../db/client.ts';
import { readSeasonIndices } from '../meteo/read-season-indices.ts';

/** Per field-year, the asked season indices that have a value (a null index is left out). */
export type SeasonIndexValues = Map<number, Map<SeasonIndexName, number>>;

/**
 * The values of the asked index variables (decision 044: a season is an environment) for the
 * field-years, already checked for reading: each season's indices over its interval (earliest
 * sowing to latest harvest, else 1 March – 31 October) from its nursery's weather sector.
 * Names that are not index names are ignored; nothing is read when none is asked.
 */
export async function readSeasonIndexValues(
  db: Db,
  yearIds: readonly number[],
  names: readonly string[],
): Promise<SeasonIndexValues> {
  const asked = names.filter(isSeasonIndexName);
  const result: SeasonIndexValues = new Map();
  if (asked.length === 0) return result;
  for (const [yearId, indices] of await readSeasonIndices(db, yearIds)) {
    const values = new Map<SeasonIndexName, number>();
    for (const name of asked) {
      const value = indices.season[SEASON_INDEX_VARIABLES[name]];
      if (value !== null) values.set(name, value);
    }
    result.set(yearId, values);
  }
  return result;
}

/**
 * The index variables the field-years offer: those with a value in at least one season (a
 * season without a weather sector has none), less the names of quantitative features with a
 * plot value (`shadowed`: a feature wins); in `SEASON_INDEX_VARIABLES` order.
 */
export async function listSeasonIndexVariables(
  db: Db,
  yearIds: readonly number[],
  shadowed: readonly string[],
): Promise<SeasonIndexName[]> {
  const names = SEASON_INDEX_NAMES.filter((name) => !shadowed.includes(name));
  const values = await readSeasonIndexValues(db, yearIds, names);
  return names.filter((name) => [...values.values()].some((season) => season.has(name)));
}

/**
 * Every index of each field-year by canonical name (null: no data for it), for showing beside
 * a season; an empty record for a season whose nursery has no weather sector.
 */
export async function readSeasonIndexRecords(
  db: Db,
  yearIds: readonly number[],
): Promise<Map<number, Record<string, number | null>>> {
  const result = new Map<number, Record<string, number | null>>();
  for (const [yearId, indices] of await readSeasonIndices(db, yearIds)) {
    result.set(
      yearId,
      indices.sector === null
        ? {}
        : Object.fromEntries(
            SEASON_INDEX_NAMES.map((name) => [name, indices.season[SEASON_INDEX_VARIABLES[name]]]),
          ),
    );
  }
  return result;
}
