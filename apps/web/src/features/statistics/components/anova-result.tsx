import type { AnovaResult as AnovaAnswer } from '@plotline/contract/statistics-anova';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import type { AnovaRequest } from '../api/analyse-anova.ts';
import { useAnovaExport } from '../hooks/use-anova-export.ts';
import { useModelFormat } from '../hooks/use-anova-model-format.ts';
import { toAnovaLines } from '../utils/anova-rows.ts';
import { ModelResultBar } from './anova-model-result-bar.tsx';
import { AnovaTable } from './anova-table.tsx';
import { TukeySection } from './anova-tukey-section.tsx';
import { MethodNote } from './method-note.tsx';

type AnovaResultProps = {
  result: AnovaAnswer;
  request: AnovaRequest;
  title: string;
  seasonLabel: string;
};

/** The ANOVA's answer: the table, Tukey's comparisons per factor, the export and the method. */
export function AnovaResult({ result, request, title, seasonLabel }: AnovaResultProps) {
  const { t } = useTranslation();
  const format = useModelFormat(request.factors);
  const lines = useMemo(() => toAnovaLines(result), [result]);
  const { isExporting, handleExport } = useAnovaExport(result, format);
  const isSeveral = request.factors.length > 1;
  const method = [
    t('statistics.anova.method.model', { model: result.model }),
    t(isSeveral ? 'statistics.anova.method.typeTwo' : 'statistics.anova.method.oneWay'),
    t('statistics.anova.method.tukey'),
    t('statistics.anova.method.letters'),
    t('statistics.anova.method.observations'),
  ];
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
      <AnovaTable lines={lines} format={format} />
      {result.predictors.map((predictor) => (
        <TukeySection key={predictor.predictor} predictor={predictor} format={format} />
      ))}
      <MethodNote paragraphs={method} />
    </section>
  );
}
