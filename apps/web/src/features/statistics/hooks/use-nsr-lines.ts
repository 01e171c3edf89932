import type { SeasonSummary } from '@plotline/contract/statistics';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { useSessionStore } from '#src/stores/session-store.ts';
import { formatValue } from '../utils/format-stat.ts';
import { summariseNsr } from '../utils/rows/summarise-nsr.ts';

/** "НСР₀₅ (КСИ-1 · 2025) = 2,34" for every season with one (a range where n differs). */
export function useNsrLines(
  seasons: readonly SeasonSummary[],
  seasonLabels: ReadonlyMap<number, string>,
  decimals: number,
): string[] {
  const { t } = useTranslation();
  const language = useSessionStore((state) => state.language);
  return useMemo(
    () =>
      summariseNsr(seasons).map((season) => {
        const min = formatValue(season.min, language, decimals);
        const max = formatValue(season.max, language, decimals);
        return t('statistics.nsrSummary', {
          season: seasonLabels.get(season.yearId) ?? String(season.yearId),
          value: min === max ? min : `${min}–${max}`,
        });
      }),
    [seasons, seasonLabels, decimals, language, t],
  );
}
