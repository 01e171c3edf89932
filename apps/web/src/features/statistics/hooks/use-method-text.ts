import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import type { AnalysisKind } from '../utils/result-columns.ts';

/** The "what was computed" paragraphs of an analysis, shown under the table and exported. */
export function useMethodText(kind: AnalysisKind, hasControl: boolean): string[] {
  const { t } = useTranslation();
  return useMemo(() => {
    switch (kind) {
      case 'nsr':
        return [t('statistics.method.nsr'), t('statistics.method.nsrVerdict')];
      case 'ttest':
        return [t('statistics.method.ttest'), t('statistics.method.ttestVerdict')];
      case 'averages':
        return [
          t('statistics.method.averages'),
          ...(hasControl ? [t('statistics.method.averagesControl')] : []),
        ];
    }
  }, [kind, hasControl, t]);
}
