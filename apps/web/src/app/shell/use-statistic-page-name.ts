import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import type { StatisticPage } from '#src/config/paths.ts';

/** Returns the translated name of a statistics sub-page. */
export function useStatisticPageName(): (page: StatisticPage) => string {
  const { t } = useTranslation();
  return useCallback(
    (page: StatisticPage) => {
      switch (page) {
        case 'nsr':
          return t('nav.statistics.nsr');
        case 'ttest':
          return t('nav.statistics.ttest');
        case 'visualisation':
          return t('nav.statistics.visualisation');
        case 'correlation':
          return t('nav.statistics.correlation');
        case 'anova':
          return t('nav.statistics.anova');
        case 'ancova':
          return t('nav.statistics.ancova');
        case 'heritability':
          return t('nav.statistics.heritability');
        case 'hybrids':
          return t('nav.statistics.hybrids');
        case 'heat-map':
          return t('nav.statistics.heatMap');
        case 'multiple-field-comparisons':
          return t('nav.statistics.multipleFieldComparisons');
      }
    },
    [t],
  );
}
