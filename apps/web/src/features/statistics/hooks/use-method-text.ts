import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import type { AnalysisKind } from '../utils/rows/result-columns.ts';

/** Which trial models ran in the answer's seasons (decision 050). */
export type ModelsRun = { hasSimple: boolean; hasMixed: boolean };

const SIMPLE_ONLY: ModelsRun = { hasSimple: true, hasMixed: false };

/**
 * The "what was computed" paragraphs of an analysis, shown under the table and exported: the
 * simple method's formula where a season ran it, the mixed model's where one ran that, and how
 * to read the marks.
 */
export function useMethodText(
  kind: AnalysisKind,
  hasControl: boolean,
  models: ModelsRun = SIMPLE_ONLY,
): string[] {
  const { t } = useTranslation();
  const { hasSimple, hasMixed } = models;
  return useMemo(() => {
    type SimpleKey =
      | 'statistics.method.nsr'
      | 'statistics.method.ttest'
      | 'statistics.method.averages';
    const simple = (key: SimpleKey) => (hasSimple ? [t(key)] : []);
    const mixed = hasMixed ? [t(`statistics.trialModel.method.${kind}`)] : [];
    switch (kind) {
      case 'nsr':
        return [...simple('statistics.method.nsr'), ...mixed, t('statistics.method.nsrVerdict')];
      case 'ttest':
        return [
          ...simple('statistics.method.ttest'),
          ...mixed,
          t('statistics.method.ttestVerdict'),
        ];
      case 'averages':
        return [
          ...simple('statistics.method.averages'),
          ...mixed,
          ...(hasControl ? [t('statistics.method.averagesControl')] : []),
        ];
    }
  }, [kind, hasControl, hasSimple, hasMixed, t]);
}
