import { DeleteOutlined, ReloadOutlined } from '@ant-design/icons';
import type { GwasAnalysisSummary } from '@plotline/contract/genome-analyses';
import { Button, Flex, Table, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { refreshGwasAnalysis } from '../api/start-gwas-analysis.ts';
import { useConfirmDeleteAnalysis } from '../hooks/use-confirm-delete-analysis.ts';
import { useStartAnalysisJob } from '../hooks/use-start-analysis-job.ts';
import { isAnalysisRunning } from '../utils/analysis-status.ts';
import { AnalysisCreated } from './analysis-created.tsx';
import { AnalysisStatusTag } from './analysis-status-tag.tsx';

type GwasAnalysesTableProps = {
  analyses: GwasAnalysisSummary[];
  isLoading: boolean;
  selectedId: number | null;
  onSelect: (analysisId: number | null) => void;
};

/**
 * The crop's earlier GWAS runs (name, trait, model, lines, status, when and by whom); a click
 * shows one; its creator (or a catalogue manager) may run it again on today's data or delete it.
 */
export function GwasAnalysesTable({
  analyses,
  isLoading,
  selectedId,
  onSelect,
}: GwasAnalysesTableProps) {
  const { t, i18n } = useTranslation();
  const { confirmDelete, contextHolder } = useConfirmDeleteAnalysis((analysisId) => {
    if (selectedId === analysisId) onSelect(null);
  });
  const refreshing = useStartAnalysisJob(
    (analysisId: number) => refreshGwasAnalysis({ analysis_id: analysisId }),
    'genomeAnalysis.errors.refresh',
    onSelect,
  );
  return (
    <>
      {contextHolder}
      <Table<GwasAnalysisSummary>
        size="small"
        rowKey="id"
        loading={isLoading}
        dataSource={analyses}
        pagination={{ pageSize: 8, hideOnSinglePage: true }}
        locale={{ emptyText: t('genomeAnalysis.gwas.list.empty') }}
        rowClassName={(analysis) => (analysis.id === selectedId ? 'pl-ganalysis-selected' : '')}
        onRow={(analysis) =>
          ({
            onClick: () => onSelect(analysis.id),
            'data-testid': 'gwas-row',
            'data-status': analysis.status,
          }) as object
        }
        data-testid="gwas-analyses"
        columns={[
          {
            key: 'name',
            title: t('genomeAnalysis.list.name'),
            render: (_v, analysis) => <Typography.Link>{analysis.name}</Typography.Link>,
          },
          {
            key: 'trait',
            title: t('genomeAnalysis.gwas.list.trait'),
            render: (_v, analysis) => analysis.parameters.feature,
          },
          {
            key: 'model',
            title: t('genomeAnalysis.gwas.list.model'),
            render: (_v, analysis) => t(`genomeAnalysis.gwas.model.${analysis.parameters.model}`),
          },
          {
            key: 'lines',
            title: t('genomeAnalysis.gwas.list.lines'),
            align: 'right',
            render: (_v, analysis) => analysis.lines?.toLocaleString(i18n.language) ?? '—',
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
            width: 88,
            title: <span className="pl-visually-hidden">{t('genomeAnalysis.list.actions')}</span>,
            render: (_v, analysis) =>
              analysis.can_delete && (
                <Flex gap={4} onClick={(event) => event.stopPropagation()}>
                  <Button
                    size="small"
                    icon={<ReloadOutlined aria-hidden />}
                    disabled={isAnalysisRunning(analysis) || refreshing.isStarting}
                    title={t('genomeAnalysis.gwas.list.refreshHint')}
                    aria-label={t('genomeAnalysis.gwas.list.refresh', { name: analysis.name })}
                    onClick={() => void refreshing.start(analysis.id)}
                    data-testid="gwas-refresh"
                  />
                  <Button
                    size="small"
                    danger
                    icon={<DeleteOutlined aria-hidden />}
                    aria-label={t('genomeAnalysis.list.delete', { name: analysis.name })}
                    onClick={() => confirmDelete(analysis)}
                    data-testid="genome-analysis-delete"
                  />
                </Flex>
              ),
          },
        ]}
      />
    </>
  );
}
