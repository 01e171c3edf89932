import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import type { ResultColumnKey } from '../utils/rows/result-columns.ts';

/** The header of every results column, in the interface language. */
export function useColumnTitles(): Record<ResultColumnKey, string> {
  const { t } = useTranslation();
  return useMemo(
    () => ({
      rank: t('statistics.columns.rank'),
      fieldName: t('statistics.columns.fieldName'),
      year: t('statistics.columns.year'),
      plotName: t('statistics.columns.plotName'),
      lineName: t('statistics.columns.lineName'),
      repetitions: t('statistics.columns.repetitions'),
      mean: t('statistics.columns.mean'),
      difference: t('statistics.columns.difference'),
      nsr: t('statistics.columns.nsr'),
      lower: t('statistics.columns.lower'),
      upper: t('statistics.columns.upper'),
      pValue: t('statistics.columns.pValue'),
      significance: t('statistics.columns.significance'),
    }),
    [t],
  );
}
