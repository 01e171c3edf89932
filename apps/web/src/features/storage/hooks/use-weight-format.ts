import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import { useSessionStore } from '#src/stores/session-store.ts';
import { formatWeight, formatWeightChange } from '../utils/format-weight.ts';

/** Formats grams in the interface language and units: `{ weight, change }`. */
export function useWeightFormat() {
  const { t } = useTranslation();
  const language = useSessionStore((state) => state.language);
  const units = { g: t('storage.units.g'), kg: t('storage.units.kg') };
  const { g, kg } = units;
  const weight = useCallback(
    (grams: number | null | undefined) => formatWeight(grams, language, { g, kg }),
    [language, g, kg],
  );
  const change = useCallback(
    (grams: number) => formatWeightChange(grams, language, { g, kg }),
    [language, g, kg],
  );
  return { weight, change };
}
