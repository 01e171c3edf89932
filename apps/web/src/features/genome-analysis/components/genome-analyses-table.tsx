import type { GenomeAnalysisSummary } from '@plotline/contract/genome-analyses';
import { useTranslation } from 'react-i18next';
import { AnalysesTable } from './analyses-table.tsx';

type GenomeAnalysesTableProps = {
  analyses: GenomeAnalysisSummary[];
  isLoading: boolean;
  selectedId: number | null;
  onSelect: (analysisId: number | null) => void;
};

/**
 * The crop's earlier structure analyses (name, matrix, samples, markers, method, status, when
 * and by whom); a click shows one, and its creator (or a catalogue manager) may delete it.
 */
export function GenomeAnalysesTable(props: GenomeAnalysesTableProps) {
  const { t, i18n } = useTranslation();
  return (
    <AnalysesTable<GenomeAnalysisSummary>
      {...props}
      emptyText={t('genomeAnalysis.list.empty')}
      testIds={{ table: 'genome-analyses', row: 'genome-analysis-row' }}
      columns={[
        { key: 'matrix', title: t('genomeAnalysis.list.matrix'), dataIndex: 'matrix_name' },
        {
          key: 'samples',
          title: t('genomeAnalysis.list.samples'),
          align: 'right',
          render: (_v, analysis) => analysis.parameters.sample_count.toLocaleString(i18n.language),
        },
        {
          key: 'markers',
          title: t('genomeAnalysis.list.markers'),
          align: 'right',
          render: (_v, analysis) => analysis.markers_kept?.toLocaleString(i18n.language) ?? '—',
        },
        {
          key: 'method',
          title: t('genomeAnalysis.list.method'),
          render: (_v, analysis) =>
            `${t(`genomeAnalysis.distance.${analysis.parameters.distance}`)} · ${t(
              `genomeAnalysis.tree.short.${analysis.parameters.tree}`,
            )}`,
        },
      ]}
    />
  );
}
