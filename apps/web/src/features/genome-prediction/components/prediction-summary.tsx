import type { PredictionParameters, PredictionResult } from '@plotline/contract/genome-prediction';
import { Descriptions } from 'antd';
import { useTranslation } from 'react-i18next';

type PredictionSummaryProps = { parameters: PredictionParameters; result: PredictionResult };

/**
 * The model in one block: the trait, lines predicted and phenotyped, markers, the variance
 * components σ²g and σ²e, h² and the cross-validated accuracy (mean r over the folds).
 */
export function PredictionSummaryView({ parameters, result }: PredictionSummaryProps) {
  const { t, i18n } = useTranslation();
  const { summary } = result;
  const number = (value: number, digits = 3) =>
    value.toLocaleString(i18n.language, { maximumSignificantDigits: digits + 1 });
  const items = [
    { key: 'trait', label: t('prediction.summary.trait'), children: parameters.feature },
    {
      key: 'lines',
      label: t('prediction.summary.lines'),
      children: t('prediction.summary.linesValue', {
        lines: summary.lines.toLocaleString(i18n.language),
        phenotyped: summary.phenotyped.toLocaleString(i18n.language),
      }),
    },
    {
      key: 'markers',
      label: t('prediction.summary.markers'),
      children: summary.markers_used.toLocaleString(i18n.language),
    },
    { key: 'mean', label: t('prediction.summary.mean'), children: number(summary.mean, 4) },
    { key: 'h2', label: t('prediction.summary.h2'), children: number(summary.h2, 2) },
    { key: 'sigma2g', label: t('prediction.summary.sigma2g'), children: number(summary.sigma2_g) },
    { key: 'sigma2e', label: t('prediction.summary.sigma2e'), children: number(summary.sigma2_e) },
    {
      key: 'cv',
      label: t('prediction.summary.cvAccuracy', { folds: summary.cv_folds }),
      children:
        summary.cv_accuracy === null
          ? t('prediction.summary.noCv')
          : number(summary.cv_accuracy, 2),
    },
  ];
  return (
    <Descriptions
      size="small"
      bordered
      layout="vertical"
      column={{ xs: 2, md: 4, xl: 8 }}
      items={items}
      data-testid="prediction-summary"
    />
  );
}
