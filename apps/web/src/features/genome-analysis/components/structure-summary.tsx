import type { StructureParameters, StructureResult } from '@plotline/contract/genome-analyses';
import { Descriptions } from 'antd';
import { useTranslation } from 'react-i18next';

type StructureSummaryProps = { parameters: StructureParameters; result: StructureResult };

/**
 * What the analysis used: samples, the marker filters and what they kept, the distance and tree
 * methods, and the genomic relationship matrix's mean diagonal and off-diagonal (VanRaden).
 */
export function StructureSummary({ parameters, result }: StructureSummaryProps) {
  const { t, i18n } = useTranslation();
  const number = (value: number, digits = 3) =>
    value.toLocaleString(i18n.language, { maximumFractionDigits: digits });
  const { markers, relationship } = result;
  return (
    <Descriptions
      size="small"
      column={{ xs: 1, md: 2, xl: 3 }}
      className="pl-ganalysis-summary"
      data-testid="genome-analysis-summary"
      items={[
        {
          key: 'samples',
          label: t('genomeAnalysis.summary.samples'),
          children: number(result.samples.length),
        },
        {
          key: 'filters',
          label: t('genomeAnalysis.summary.filters'),
          children: t('genomeAnalysis.summary.filtersValue', {
            maf: number(parameters.min_maf),
            callRate: number(parameters.min_call_rate * 100, 1),
          }),
        },
        {
          key: 'markers',
          label: t('genomeAnalysis.summary.markers'),
          children: t('genomeAnalysis.summary.markersValue', {
            kept: number(markers.kept),
            total: number(markers.total),
          }),
        },
        {
          key: 'methods',
          label: t('genomeAnalysis.summary.methods'),
          children: `${t(`genomeAnalysis.distance.${parameters.distance}`)} · ${t(
            `genomeAnalysis.tree.long.${parameters.tree}`,
          )}`,
        },
        {
          key: 'grm',
          label: t('genomeAnalysis.summary.grm'),
          children: (
            <span data-testid="genome-analysis-grm">
              {t('genomeAnalysis.summary.grmValue', {
                diagonal: number(relationship.mean_diagonal),
                offDiagonal: number(relationship.mean_off_diagonal),
              })}
            </span>
          ),
        },
      ]}
    />
  );
}
