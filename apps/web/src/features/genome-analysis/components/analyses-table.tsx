import { DeleteOutlined } from '@ant-design/icons';
import type { GenomeAnalysisSummary } from '@plotline/contract/genome-analyses';
import { Button, Flex, Table, type TableColumnsType, Typography } from 'antd';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useConfirmDeleteAnalysis } from '../hooks/use-confirm-delete-analysis.ts';
import { AnalysisCreated } from './analysis-created.tsx';
import { AnalysisStatusTag } from './analysis-status-tag.tsx';

/** What every kind of analysis's list row has. */
type AnalysisRow = Pick<
  GenomeAnalysisSummary,
  | 'id'
  | 'name'
  | 'status'
  | 'progress'
  | 'can_delete'
  | 'created_at'
  | 'created_by'
  | 'created_by_name'
>;

type AnalysesTableProps<Row extends AnalysisRow> = {
  analyses: Row[];
  isLoading: boolean;
  selectedId: number | null;
  onSelect: (analysisId: number | null) => void;
  /** The kind's own columns, between the name and the status. */
  columns: TableColumnsType<Row>;
  emptyText: string;
  /** Test ids of the table and of its rows. */
  testIds: { table: string; row: string };
  /** Buttons before Delete, for who may delete it. */
  extraActions?: (analysis: Row) => ReactNode;
};

/**
 * A list of the crop's earlier analyses of one kind: the name, the kind's columns, the status,
 * when and by whom; a click shows one, and its creator (or a catalogue manager) may delete it
 * (and do the kind's `extraActions`).
 */
export function AnalysesTable<Row extends AnalysisRow>({
  analyses,
  isLoading,
  selectedId,
  onSelect,
  columns,
  emptyText,
  testIds,
  extraActions,
}: AnalysesTableProps<Row>) {
  const { t } = useTranslation();
  const { confirmDelete, contextHolder } = useConfirmDeleteAnalysis((analysisId) => {
    if (selectedId === analysisId) onSelect(null);
  });
  return (
    <>
      {contextHolder}
      <Table<Row>
        size="small"
        rowKey="id"
        loading={isLoading}
        dataSource={analyses}
        pagination={{ pageSize: 8, hideOnSinglePage: true }}
        locale={{ emptyText }}
        rowClassName={(analysis) => (analysis.id === selectedId ? 'pl-ganalysis-selected' : '')}
        onRow={(analysis) =>
          ({
            onClick: () => onSelect(analysis.id),
            'data-testid': testIds.row,
            'data-status': analysis.status,
          }) as object
        }
        data-testid={testIds.table}
        columns={[
          {
            key: 'name',
            title: t('genomeAnalysis.list.name'),
            render: (_v, analysis) => <Typography.Link>{analysis.name}</Typography.Link>,
          },
          ...columns,
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
            width: extraActions ? 88 : 56,
            title: <span className="pl-visually-hidden">{t('genomeAnalysis.list.actions')}</span>,
            render: (_v, analysis) =>
              analysis.can_delete && (
                <Flex gap={4} onClick={(event) => event.stopPropagation()}>
                  {extraActions?.(analysis)}
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
