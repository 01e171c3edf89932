import type { PlannedLine } from '@plotline/contract/create-line';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { Button, type ButtonProps, Modal, Space, Table, type TableColumnsType, Tag } from 'antd';
import { useTranslation } from 'react-i18next';
import { saveFile } from '#src/lib/save-file.ts';
import { showActionError } from '#src/lib/show-api-error.ts';
import { useErrorToast } from '#src/lib/use-error-toast.ts';
import { CREATE_LINE_QUERY_KEY } from '../api/create-line-query-key.ts';
import { deletePlannedLine } from '../api/delete-planned-line.ts';
import { downloadPrimers } from '../api/download-primers.ts';
import { plannedLinesQueryOptions } from '../api/list-planned-lines.ts';
import { PrimersTable } from './primers-table.tsx';

/**
 * The crop's planned lines: base variety, target pairs, author; a row opens the primers to
 * check its changes (downloadable as CSV); its creator or a head deletes it while unsown.
 */
export function PlannedLinesTable({ specId }: { specId: number }) {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const [modal, contextHolder] = Modal.useModal();
  const planned = useQuery(plannedLinesQueryOptions(specId));
  useErrorToast(planned.error, 'createLine.errors.list');
  function download(line: PlannedLine) {
    downloadPrimers(specId, line.line_id).then(
      (file) => saveFile(file, `primers_${line.line_id}.csv`),
      (error: unknown) => showActionError(error, 'createLine.errors.primers'),
    );
  }
  function confirmDelete(line: PlannedLine) {
    void modal.confirm({
      title: t('createLine.planned.deleteTitle', { name: line.name }),
      okText: t('common.delete'),
      okButtonProps: { danger: true } as ButtonProps,
      cancelText: t('common.cancel'),
      onOk: () =>
        deletePlannedLine(line.line_id).then(
          () => queryClient.invalidateQueries({ queryKey: CREATE_LINE_QUERY_KEY }),
          (error: unknown) => showActionError(error, 'createLine.errors.delete'),
        ),
    });
  }
  const columns: TableColumnsType<PlannedLine> = [
    { title: t('createLine.planned.name'), dataIndex: 'name', key: 'name' },
    { title: t('createLine.planned.base'), key: 'base', render: (_, l) => l.base_line_name ?? '—' },
    {
      title: t('createLine.planned.changes'),
      key: 'changes',
      render: (_, l) => (
        <Space size={[4, 4]} wrap>
          {l.changes.map((c) => (
            <Tag key={c.mutation_id}>{`${c.name} ${c.first_allele}/${c.second_allele}`}</Tag>
          ))}
        </Space>
      ),
    },
    {
      title: t('createLine.planned.author'),
      key: 'author',
      render: (_, l) => l.created_by_name ?? '—',
    },
    {
      title: '',
      key: 'actions',
      render: (_, l) => (
        <Space>
          <Button
            size="small"
            onClick={(event) => {
              event.stopPropagation();
              download(l);
            }}
            data-testid="create-line-primers-csv"
          >
            {t('createLine.planned.csv')}
          </Button>
          {l.can_delete && (
            <Button
              size="small"
              danger
              onClick={(event) => {
                event.stopPropagation();
                confirmDelete(l);
              }}
            >
              {t('common.delete')}
            </Button>
          )}
        </Space>
      ),
    },
  ];
  return (
    <section className="pl-cline-planned">
      {contextHolder}
      <h2 className="pl-cline-title">{t('createLine.planned.title')}</h2>
      <Table<PlannedLine>
        size="small"
        rowKey="line_id"
        loading={planned.isPending}
        dataSource={planned.data ?? []}
        columns={columns}
        pagination={{ pageSize: 10, hideOnSinglePage: true }}
        expandable={{
          expandedRowRender: (l) => <PrimersTable specId={specId} lineId={l.line_id} />,
          expandRowByClick: true,
        }}
        locale={{ emptyText: t('createLine.planned.empty') }}
        data-testid="create-line-planned"
      />
    </section>
  );
}
