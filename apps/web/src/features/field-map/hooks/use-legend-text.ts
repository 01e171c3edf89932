import type { ColorLegendItem } from '@plotline/contract/field-maps-colors';
import { useTranslation } from 'react-i18next';

/** Legend keys that are not colour levels, and their messages. */
const PRESENCE_KEYS = {
  reached: 'fieldMap.legend.reached',
  not_reached: 'fieldMap.legend.notReached',
  applied: 'fieldMap.legend.applied',
  not_applied: 'fieldMap.legend.notApplied',
  no_data: 'fieldMap.levels.no_data',
} as const;

/**
 * What a legend entry says in the interface language: a level's name with its interval
 * (`low: 3.2 – 4.5`), a qualitative value, or reached / applied and their opposites.
 */
export function useLegendText(): (item: ColorLegendItem) => string {
  const { t, i18n } = useTranslation();
  const number = new Intl.NumberFormat(i18n.language, { maximumFractionDigits: 2 });
  return (item) => {
    if (item.key === 'value') return item.value ?? '';
    if (item.key in PRESENCE_KEYS) return t(PRESENCE_KEYS[item.key as keyof typeof PRESENCE_KEYS]);
    const level = t(`fieldMap.levels.${item.key}` as 'fieldMap.levels.medium');
    if (!item.interval) return level;
    const [low, high] = item.interval;
    return low === high
      ? `${level}: ${number.format(low)}`
      : `${level}: ${number.format(low)} – ${number.format(high)}`;
  };
}
