import type { CombinedPlot, CombinedPlots } from '@plotline/contract/plots';
import { parsePhenotypeValue } from '@plotline/contract/rules';
import {
  CHARACTERISTIC_KINDS,
  type CharacteristicKind,
  characteristicKey,
  parseCharacteristicKey,
} from './column-keys.ts';

/** Names of every characteristic the season's plots carry, per kind, plus phenotype units. */
export type Characteristics = Record<CharacteristicKind, string[]> & {
  units: Record<string, string>;
};

export type FeatureKind = 'quantitative' | 'qualitative';

const byName = (a: string, b: string) => a.localeCompare(b);

function addAll(target: Set<string>, names: Iterable<string>): void {
  for (const name of names) if (name) target.add(name);
}

/**
 * Adds the characteristics found in `rows` to `current`.
 * @returns `current` itself when nothing is new, so React state does not change
 */
export function mergeCharacteristics(
  current: Characteristics,
  rows: CombinedPlot[],
): Characteristics {
  const sets = Object.fromEntries(
    CHARACTERISTIC_KINDS.map((kind) => [kind, new Set(current[kind])]),
  ) as Record<CharacteristicKind, Set<string>>;
  const units = { ...current.units };
  for (const row of rows) {
    for (const result of row.plot_results) {
      sets.feature.add(result.plot_final_feature);
      if (result.plot_final_unit && !units[result.plot_final_feature]) {
        units[result.plot_final_feature] = result.plot_final_unit;
      }
    }
    addAll(
      sets.stage,
      row.plot_stages.map((stage) => stage.stage_of_vegetation),
    );
    addAll(
      sets.harvest,
      row.plot_harvest.map((harvest) => harvest.harvest_technology),
    );
    addAll(
      sets.genotype,
      row.genotype.map((marker) => marker.mut_name),
    );
  }
  const isSame =
    CHARACTERISTIC_KINDS.every((kind) => sets[kind].size === current[kind].length) &&
    Object.keys(units).length === Object.keys(current.units).length;
  if (isSame) return current;
  return {
    feature: [...sets.feature].sort(byName),
    stage: [...sets.stage].sort(byName),
    harvest: [...sets.harvest].sort(byName),
    genotype: [...sets.genotype].sort(byName),
    units,
  };
}

/** The characteristics an overview page reveals: its rows, filter values and column order. */
export function characteristicsOfOverview(overview: CombinedPlots): Characteristics {
  const named: Characteristics = { feature: [], stage: [], harvest: [], genotype: [], units: {} };
  const features = new Set(Object.keys(overview.unique_values.phenotypes));
  const savedUnits: Record<string, string> = {};
  for (const entry of overview.characteristics_order) {
    const { kind, name, unit } = parseCharacteristicKey(entry);
    if (kind === 'feature') {
      features.add(name);
      if (unit) savedUnits[name] = unit;
    } else named[kind].push(name);
  }
  named.feature = [...features];
  const merged = mergeCharacteristics(named, overview.data);
  // the unit of the values wins; a saved unit names a phenotype without values yet
  return {
    feature: [...merged.feature].sort(byName),
    stage: [...merged.stage].sort(byName),
    harvest: [...merged.harvest].sort(byName),
    genotype: [...merged.genotype].sort(byName),
    units: { ...savedUnits, ...merged.units },
  };
}

/**
 * Which characteristics the table shows, in order. A configuration saved by the settings
 * popup holds `kind:name` keys and is followed exactly; the server's default (bare phenotype
 * names) only orders the phenotypes, and everything else is shown.
 */
export function resolveDisplayed(
  all: Characteristics,
  configuration: readonly string[],
): Record<CharacteristicKind, string[]> {
  const isSaved = configuration.some((entry) => entry !== parseCharacteristicKey(entry).name);
  const shown: Record<CharacteristicKind, string[]> = {
    feature: [],
    stage: [],
    harvest: [],
    genotype: [],
  };
  for (const entry of configuration) {
    const { kind, name } = parseCharacteristicKey(entry);
    if (!shown[kind].includes(name)) shown[kind].push(name);
  }
  if (isSaved) return shown;
  for (const kind of CHARACTERISTIC_KINDS) {
    for (const name of all[kind]) if (!shown[kind].includes(name)) shown[kind].push(name);
  }
  return shown;
}

/** Every characteristic as `kind:name` keys, displayed ones first in their order. */
export function listCharacteristicKeys(
  all: Characteristics,
  displayed: Record<CharacteristicKind, string[]>,
): { key: string; kind: CharacteristicKind; name: string; isShown: boolean }[] {
  const result: { key: string; kind: CharacteristicKind; name: string; isShown: boolean }[] = [];
  for (const kind of CHARACTERISTIC_KINDS) {
    for (const name of displayed[kind]) {
      result.push({ key: characteristicKey(kind, name), kind, name, isShown: true });
    }
  }
  for (const kind of CHARACTERISTIC_KINDS) {
    for (const name of all[kind]) {
      if (!displayed[kind].includes(name)) {
        result.push({ key: characteristicKey(kind, name), kind, name, isShown: false });
      }
    }
  }
  return result;
}

/**
 * Quantitative when every known value reads as a number, qualitative when one does not;
 * a phenotype without values yet has no kind (anything may be entered).
 */
export function featureKinds(overview: CombinedPlots): Record<string, FeatureKind> {
  const kinds: Record<string, FeatureKind> = {};
  for (const [name, values] of Object.entries(overview.unique_values.phenotypes)) {
    const filled = values.filter((value) => typeof value === 'number' || value.trim() !== '');
    if (filled.length === 0) continue;
    kinds[name] = filled.every(
      (value) => typeof value === 'number' || parsePhenotypeValue(value).number !== null,
    )
      ? 'quantitative'
      : 'qualitative';
  }
  return kinds;
}
