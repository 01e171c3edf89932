import type { AnovaResult as AnovaAnswer } from '@plotline/contract/statistics-anova';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import type { AnovaRequest } from '../../api/analyse-anova.ts';
import { useAnovaExport } from '../../hooks/use-anova-export.ts';
import { useAnovaMethod } from '../../hooks/use-anova-method.ts';
import { useModelFormat } from '../../hooks/use-anova-model-format.ts';
import { isSplitPlotAnswer, toAnovaLines } from '../../utils/anova/anova-rows.ts';
import { MethodNote } from '../method-note.tsx';
import { AnovaDunnettSection } from './anova-dunnett-section.tsx';
import { AnovaFactorSection } from './anova-factor-section.tsx';
import { ModelResultBar } from './anova-model-result-bar.tsx';
import { AnovaTable } from './anova-table.tsx';

type AnovaResultProps = {
  result: AnovaAnswer;
  request: AnovaRequest;
  title: string;
  seasonLabel: string;
};

/**
 * The ANOVA's answer: the table (terms, a split-plot's error strata), each factor's adjusted
 * means with letters, chart and Tukey's pairs, Dunnett's pairs, the export and the method.
 */
export function AnovaResult({ result, request, title, seasonLabel }: AnovaResultProps) {
  const { t } = useTranslation();
  const format = useModelFormat(request.factors);
  const lines = useMemo(() => toAnovaLines(result), [result]);
  const isSplitPlot = isSplitPlotAnswer(result);
  const method = useAnovaMethod(result, request, isSplitPlot);
  const { isExporting, handleExport } = useAnovaExport(result, format);
  const meansOf = new Map(result.adjusted_means.map((means) => [means.predictor, means]));
  return (
    <section className="pl-stat-result pl-model-result" aria-label={t('statistics.result')}>
      <ModelResultBar
        caption={t('statistics.anova.table.caption')}
        model={result.model}
        modelTestId="anova-model"
        isExporting={isExporting}
        onExport={() =>
          handleExport({
            title,
            dependent: request.dependent,
            season: seasonLabel,
            notes: method,
          })
        }
      />
      <AnovaTable lines={lines} format={format} isSplitPlot={isSplitPlot} />
      {result.predictors.map((predictor) => (
        <AnovaFactorSection
          key={predictor.predictor}
          predictor={predictor}
          means={meansOf.get(predictor.predictor)}
          dependent={request.dependent}
          format={format}
        />
      ))}
      {result.dunnett && <AnovaDunnettSection dunnett={result.dunnett} format={format} />}
      <MethodNote paragraphs={method} />
    </section>
  );
}
