import type { GwasParameters, GwasResult } from '@plotline/contract/genome-analyses';
import { Descriptions } from 'antd';
import { useTranslation } from 'react-i18next';
import { formatPValue } from '../utils/format-p-value.ts';
import { minusLog10 } from '../utils/manhattan.ts';

type GwasSummaryProps = { parameters: GwasParameters; result: GwasResult };

/**
 * The run in one line: trait and model, lines and markers tested, h² (mixed model), genomic
 * inflation λ, the Bonferroni and FDR thresholds (p and −log10 p), the marker weights saved.
 */
export function GwasSummary({ parameters, result }: GwasSummaryProps) {
  const { t, i18n } = useTranslation();
  const number = (value: number, digits = 3) =>
    value.toLocaleString(i18n.language, { maximumFractionDigits: digits });
  const threshold = (p: number) =>
    `p = ${formatPValue(p, i18n.language)} (−log10 p = ${number(minusLog10(p), 2)})`;
  const items = [
    {
      key: 'trait',
      label: t('genomeAnalysis.gwas.summary.trait'),
      children: `${parameters.feature} · ${t(`genomeAnalysis.gwas.model.${parameters.model}`)}`,
    },
    { key: 'lines', label: t('genomeAnalysis.gwas.summary.lines'), children: number(result.n) },
    {
      key: 'markers',
      label: t('genomeAnalysis.gwas.summary.markers'),
      children: number(result.markers_tested),
    },
    ...(result.variance
      ? [
          {
            key: 'h2',
            label: t('genomeAnalysis.gwas.summary.heritability'),
            children: number(result.variance.heritability),
          },
        ]
      : []),
    {
      key: 'lambda',
      label: t('genomeAnalysis.gwas.summary.lambda'),
      children: result.lambda === null ? '—' : number(result.lambda),
    },
    {
      key: 'bonferroni',
      label: t('genomeAnalysis.gwas.summary.bonferroni'),
      children: threshold(result.bonferroni),
    },
    {
      key: 'fdr',
      label: t('genomeAnalysis.gwas.summary.fdr'),
      children:
        result.fdr === null ? t('genomeAnalysis.gwas.summary.noFdr') : threshold(result.fdr),
    },
    {
      key: 'weights',
      label: t('genomeAnalysis.gwas.summary.weights'),
      children: number(result.weights_saved),
    },
  ];
  return (
    <Descriptions
      size="small"
      column={{ xs: 1, md: 2, xl: 3 }}
      className="pl-ganalysis-summary"
      data-testid="gwas-summary"
      items={items}
    />
  );
}
