import { DeleteOutlined, ImportOutlined } from '@ant-design/icons';
import type { GenotypeMatrix } from '@plotline/contract/genotype-matrices';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { Button, type ButtonProps, Flex, Modal, Table, Typography } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { showActionError } from '#src/lib/show-api-error.ts';
import { useErrorToast } from '#src/lib/use-error-toast.ts';
import { useSessionStore } from '#src/stores/session-store.ts';
import { deleteMatrix } from '../api/delete-matrix.ts';
import { GENOME_DATA_QUERY_KEY } from '../api/genome-data-query-key.ts';
import { matricesQueryOptions } from '../api/list-matrices.ts';
import type { GenomeDataAddress } from '../hooks/use-genome-data-address.ts';
import { MatrixBrowser } from './matrix-browser.tsx';
import { MatrixImportModal } from './matrix-import-modal.tsx';

type MatricesTabProps = {
  specId: number;
  address: GenomeDataAddress;
  onAddressChange: (change: Partial<GenomeDataAddress>) => void;
  canManage: boolean;
};

/**
 * The crop's genotype matrices (name, file, samples, markers, when and by whom), "Import VCF"
 * for who may, and the browser of the matrix chosen (`?matrix=`).
 */
export function MatricesTab({ specId, address, onAddressChange, canManage }: MatricesTabProps) {
  const { t, i18n } = useTranslation();
  const queryClient = useQueryClient();
  const userId = useSessionStore((state) => state.userMeta?.id ?? null);
  const [importing, setImporting] = useState(false);
  const [modal, contextHolder] = Modal.useModal();
  const matrices = useQuery(matricesQueryOptions(specId));
  useErrorToast(matrices.error, 'genomeData.errors.load');
  const list = matrices.data ?? [];
  const selected = list.find((matrix) => matrix.id === address.matrix);

  function confirmDelete(matrix: GenotypeMatrix) {
    void modal.confirm({
      title: t('genomeData.matrices.deleteTitle', { name: matrix.name }),
      content: t('genomeData.matrices.deleteText'),
      okText: t('common.delete'),
      okButtonProps: { danger: true, 'data-testid': 'matrix-delete-confirm' } as ButtonProps,
      cancelText: t('common.cancel'),
      onOk: () =>
        deleteMatrix(matrix.id).then(
          async () => {
            if (address.matrix === matrix.id) onAddressChange({ matrix: null });
            await queryClient.invalidateQueries({ queryKey: GENOME_DATA_QUERY_KEY });
          },
          (error: unknown) => showActionError(error, 'genomeData.errors.delete'),
        ),
    });
  }

  const dateFormat = new Intl.DateTimeFormat(i18n.language, {
    dateStyle: 'medium',
    timeStyle: 'short',
  });
  return (
    <div className="pl-genome-matrices" data-testid="matrices-tab">
      {contextHolder}
      <Flex className="pl-genome-toolbar" gap="small" justify="end">
        {canManage && (
          <Button
            type="primary"
            icon={<ImportOutlined aria-hidden />}
            onClick={() => setImporting(true)}
            data-testid="matrix-import-open"
          >
            {t('genomeData.import.open')}
          </Button>
        )}
      </Flex>
      <Table<GenotypeMatrix>
        size="small"
        rowKey="id"
        loading={matrices.isFetching}
        dataSource={list}
        pagination={{ pageSize: 10, hideOnSinglePage: true }}
        locale={{ emptyText: t('genomeData.matrices.empty') }}
        rowClassName={(matrix) => (matrix.id === address.matrix ? 'pl-genome-selected' : '')}
        onRow={(matrix) =>
          ({
            onClick: () =>
              onAddressChange({ matrix: matrix.id, region: '', start: null, end: null }),
            'data-testid': 'matrix-row',
            'data-name': matrix.name,
          }) as object
        }
        columns={[
          {
            key: 'name',
            title: t('genomeData.matrices.name'),
            render: (_v, matrix) => <Typography.Link>{matrix.name}</Typography.Link>,
          },
          { key: 'file', title: t('genomeData.matrices.file'), dataIndex: 'source_name' },
          {
            key: 'samples',
            title: t('genomeData.matrices.samples'),
            align: 'right',
            render: (_v, matrix) =>
              t('genomeData.matrices.samplesMatched', {
                n: matrix.sample_count.toLocaleString(i18n.language),
                matched: matrix.samples_matched.toLocaleString(i18n.language),
              }),
          },
          {
            key: 'markers',
            title: t('genomeData.matrices.markers'),
            align: 'right',
            render: (_v, matrix) => matrix.marker_count.toLocaleString(i18n.language),
          },
          {
            key: 'created',
            title: t('genomeData.matrices.created'),
            render: (_v, matrix) =>
              `${dateFormat.format(new Date(matrix.created_at))}${
                matrix.created_by !== null && matrix.created_by === userId
                  ? ` · ${t('genomeData.matrices.byYou')}`
                  : matrix.created_by_name
                    ? ` · ${matrix.created_by_name}`
                    : ''
              }`,
          },
          {
            key: 'actions',
            width: 56,
            title: <span className="pl-visually-hidden">{t('genomeData.markers.actions')}</span>,
            render: (_v, matrix) =>
              matrix.can_delete && (
                <Button
                  size="small"
                  danger
                  icon={<DeleteOutlined aria-hidden />}
                  aria-label={t('genomeData.matrices.delete', { name: matrix.name })}
                  onClick={(event) => {
                    event.stopPropagation();
                    confirmDelete(matrix);
                  }}
                  data-testid="matrix-delete"
                />
              ),
          },
        ]}
      />
      {selected && (
        <section className="pl-genome-browser-section" aria-label={selected.name}>
          <Typography.Title level={4}>{selected.name}</Typography.Title>
          <MatrixBrowser
            key={selected.id}
            matrix={selected}
            region={
              address.region
                ? {
                    chr: address.region,
                    start: address.start ?? undefined,
                    end: address.end ?? undefined,
                  }
                : {}
            }
            onRegionChange={(region) =>
              onAddressChange({
                region: region.chr ?? '',
                start: region.start ?? null,
                end: region.end ?? null,
              })
            }
          />
        </section>
      )}
      {importing && (
        <MatrixImportModal
          specId={specId}
          onClose={() => setImporting(false)}
          onImported={(matrixId) => {
            setImporting(false);
            void queryClient.invalidateQueries({ queryKey: GENOME_DATA_QUERY_KEY });
            onAddressChange({ matrix: matrixId, region: '', start: null, end: null });
          }}
        />
      )}
    </div>
  );
}
