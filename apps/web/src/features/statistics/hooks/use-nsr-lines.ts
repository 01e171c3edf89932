import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { useSessionStore } from '#src/stores/session-store.ts';
import { formatValue } from '../utils/format-stat.ts';
import type { ResultRow } from '../utils/result-rows.ts';
import { seasonLabel } from '../utils/season-options.ts';
import { summariseNsr } from '../utils/summarise-nsr.ts';

/** "НСР₀₅ (КСИ-1 · 2025) = 2,34" for every season with one (a range where n differs). */
export function useNsrLines(rows: readonly ResultRow[], decimals: number): string[] {
  const { t } = useTranslation();
  const language = useSessionStore((state) => state.language);
  return useMemo(
    () =>
      summariseNsr(rows).map((season) => {
        const min = formatValue(season.min, language, decimals);
        const max = formatValue(season.max, language, decimals);
        return t('statistics.nsrSummary', {
          season: seasonLabel(season.fieldName, season.year),
          value: min === max ? min : `${min}–${max}`,
        });
      }),
    [rows, decimals, language, t],
  );
}
