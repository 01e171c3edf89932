import { DeleteOutlined } from '@ant-design/icons';
import type { GenomeAnalysisSummary } from '@plotline/contract/genome-analyses';
import { Button, Table, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { useConfirmDeleteAnalysis } from '../hooks/use-confirm-delete-analysis.ts';
import { AnalysisCreated } from './analysis-created.tsx';
import { AnalysisStatusTag } from './analysis-status-tag.tsx';

type GenomeAnalysesTableProps = {
  analyses: GenomeAnalysisSummary[];
  isLoading: boolean;
  selectedId: number | null;
  onSelect: (analysisId: number | null) => void;
};

/**
 * The crop's earlier analyses (name, matrix, samples, method, status, when and by whom); a
 * click shows one, and its creator (or a catalogue manager) may delete it.
 */
export function GenomeAnalysesTable({
  analyses,
  isLoading,
  selectedId,
  onSelect,
}: GenomeAnalysesTableProps) {
  const { t, i18n } = useTranslation();
  const { confirmDelete, contextHolder } = useConfirmDeleteAnalysis((analysisId) => {
    if (selectedId === analysisId) onSelect(null);
  });

  return (
    <>
      {contextHolder}
      <Table<GenomeAnalysisSummary>
        size="small"
        rowKey="id"
        loading={isLoading}
        dataSource={analyses}
        pagination={{ pageSize: 8, hideOnSinglePage: true }}
        locale={{ emptyText: t('genomeAnalysis.list.empty') }}
        rowClassName={(analysis) => (analysis.id === selectedId ? 'pl-ganalysis-selected' : '')}
        onRow={(analysis) =>
          ({
            onClick: () => onSelect(analysis.id),
            'data-testid': 'genome-analysis-row',
            'data-status': analysis.status,
          }) as object
        }
        data-testid="genome-analyses"
        columns={[
          {
            key: 'name',
            title: t('genomeAnalysis.list.name'),
            render: (_v, analysis) => <Typography.Link>{analysis.name}</Typography.Link>,
          },
          { key: 'matrix', title: t('genomeAnalysis.list.matrix'), dataIndex: 'matrix_name' },
          {
            key: 'samples',
            title: t('genomeAnalysis.list.samples'),
            align: 'right',
            render: (_v, analysis) =>
              analysis.parameters.sample_count.toLocaleString(i18n.language),
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
          {
            key: 'status',
            title: t('genomeAnalysis.list.status'),
            render: (_v, analysis) => <AnalysisStatusTag analysis={analysis} />,
          },
          {
            key: 'created',
            title: t('genomeAnalysis.list.created'),
            render: (_v, analysis) => <AnalysisCreated analysis={analysis} />,
          },
          {
            key: 'actions',
            width: 56,
            title: <span className="pl-visually-hidden">{t('genomeAnalysis.list.actions')}</span>,
            render: (_v, analysis) =>
              analysis.can_delete && (
                <Button
                  size="small"
                  danger
                  icon={<DeleteOutlined aria-hidden />}
                  aria-label={t('genomeAnalysis.list.delete', { name: analysis.name })}
                  onClick={(event) => {
                    event.stopPropagation();
                    confirmDelete(analysis);
                  }}
                  data-testid="genome-analysis-delete"
                />
              ),
          },
        ]}
      />
    </>
  );
}
