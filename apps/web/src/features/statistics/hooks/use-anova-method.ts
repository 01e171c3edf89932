import type { AnovaResult } from '@plotline/contract/statistics-anova';
import { useTranslation } from 'react-i18next';
import type { AnovaRequest } from '../api/analyse-anova.ts';

/** The "what was computed" paragraphs of an answer: model, sums of squares, comparisons. */
export function useAnovaMethod(result: AnovaResult, request: AnovaRequest, isSplitPlot: boolean) {
  const { t } = useTranslation();
  const hasInteractions = (request.interactions ?? []).length > 0;
  const isOneWay = request.factors.length === 1 && !hasInteractions;
  const typeKey = isOneWay
    ? 'statistics.anova.method.oneWay'
    : result.type === 'I'
      ? 'statistics.anova.method.typeOne'
      : result.type === 'III'
        ? 'statistics.anova.method.typeThree'
        : hasInteractions
          ? 'statistics.anova.method.typeTwoInteractions'
          : 'statistics.anova.method.typeTwo';
  return [
    t('statistics.anova.method.model', { model: result.model }),
    t(typeKey),
    ...(hasInteractions ? [t('statistics.anova.method.interactions')] : []),
    ...(isSplitPlot ? [t('statistics.anova.method.splitPlot')] : []),
    t('statistics.anova.method.tukey'),
    t('statistics.anova.method.letters'),
    ...(result.dunnett ? [t('statistics.anova.method.dunnett')] : []),
    t('statistics.anova.method.observations'),
  ];
}
