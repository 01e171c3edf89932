import { splitPhenotypeName } from '@plotline/contract/rules';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useErrorToast } from '#src/lib/use-error-toast.ts';
import { characteristicsOrderQueryOptions } from '../api/get-characteristics-order.ts';
import {
  type Characteristics,
  listCharacteristicKeys,
  resolveDisplayed,
} from '../utils/characteristics.ts';
import {
  type CharacteristicKind,
  characteristicKey,
  configurationEntry,
} from '../utils/column-keys.ts';

export type SettingsItem = {
  key: string;
  kind: CharacteristicKind;
  name: string;
  isShown: boolean;
};

/**
 * The settings popup's list: every characteristic, the shown ones first in their order; tick,
 * move and add. The saved configuration is read afresh when the popup opens.
 */
export function useColumnsSettings(
  yearId: number,
  all: Characteristics,
  displayed: Record<CharacteristicKind, string[]>,
) {
  const saved = useQuery(characteristicsOrderQueryOptions(yearId));
  useErrorToast(saved.error, 'plots.errors.settings');
  const [edited, setEdited] = useState<SettingsItem[] | null>(null);
  // units of phenotypes added here; the season's own come from `all` as rows arrive
  const [addedUnits, setAddedUnits] = useState<Record<string, string>>({});
  const units = { ...all.units, ...addedUnits };
  const initial =
    saved.data && saved.data.configuration.length > 0
      ? listCharacteristicKeys(all, resolveDisplayed(all, saved.data.configuration))
      : listCharacteristicKeys(all, displayed);
  const items = edited ?? initial;

  function toggle(key: string, isShown: boolean) {
    setEdited(items.map((item) => (item.key === key ? { ...item, isShown } : item)));
  }

  function move(key: string, step: -1 | 1) {
    const index = items.findIndex((item) => item.key === key);
    const target = index + step;
    if (index < 0 || target < 0 || target >= items.length) return;
    const next = [...items];
    [next[index], next[target]] = [next[target] as SettingsItem, next[index] as SettingsItem];
    setEdited(next);
  }

  /**
   * Adds a characteristic without data yet (a column to type values into). A phenotype's
   * name and unit are apart: `Урожай, ц/га` typed as a name is `урожай` in `ц/га`, the
   * phenotype an upload's `Фенотип;урожай;ц/га` fills (decision 030).
   */
  function add(kind: CharacteristicKind, rawName: string, rawUnit = ''): boolean {
    const split =
      kind === 'feature' ? splitPhenotypeName(rawName, rawUnit) : { name: rawName, unit: '' };
    const name = split.name.trim().replace(/\s+/g, ' ').toLowerCase();
    const key = characteristicKey(kind, name);
    if (!name || items.some((item) => item.key === key)) return false;
    if (split.unit) setAddedUnits({ ...addedUnits, [name]: split.unit });
    setEdited([{ key, kind, name, isShown: true }, ...items]);
    return true;
  }

  const configuration = items
    .filter((item) => item.isShown)
    .map((item) => configurationEntry(item.kind, item.name, units[item.name]));
  return { items, units, isLoading: saved.isPending, toggle, move, add, configuration };
}
