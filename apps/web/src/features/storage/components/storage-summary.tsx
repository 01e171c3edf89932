import type { WarehouseSummary } from '@plotline/contract/warehouse';
import { useQuery } from '@tanstack/react-query';
import { Button, Table, Tag } from 'antd';
import { useTranslation } from 'react-i18next';
import { EmptyState } from '#src/components/ui/empty-state.tsx';
import { summaryQueryOptions } from '../api/storage-api.ts';
import { useWeightFormat } from '../hooks/use-weight-format.ts';

type ByLine = WarehouseSummary['by_line'][number];

/** Totals per warehouse, line and year, and the lines running low. */
export function StorageSummary({ specId }: { specId: number }) {
  const { t } = useTranslation();
  const format = useWeightFormat();
  const summary = useQuery(summaryQueryOptions(specId));
  if (summary.isError) {
    return (
      <EmptyState title={t('storage.errors.summary')}>
        <Button onClick={() => void summary.refetch()}>{t('common.retry')}</Button>
      </EmptyState>
    );
  }
  const data = summary.data;
  const lots = {
    title: t('storage.summary.lots'),
    dataIndex: 'count_of_lots',
    align: 'right' as const,
  };
  const grams = (key: string, title: string) => ({
    key,
    title,
    align: 'right' as const,
    render: (_: unknown, row: Record<string, unknown>) => format.weight(row[key] as number),
  });
  const lowLines = data?.by_line.filter((line) => line.low_stock) ?? [];
  return (
    <div className="pl-storage-summary" data-testid="storage-summary">
      <section>
        <h3>{t('storage.summary.lowStock')}</h3>
        {lowLines.length === 0 ? (
          <p className="pl-storage-muted">{t('storage.summary.noLowStock')}</p>
        ) : (
          <p data-testid="low-stock">
            {lowLines.map((line) => (
              <Tag key={line.line_id} color="red">
                {line.line_name} · {format.weight(line.available_weight)}
              </Tag>
            ))}
          </p>
        )}
      </section>
      <section>
        <h3>{t('storage.summary.byWarehouse')}</h3>
        <Table
          size="small"
          rowKey="warehouse_id"
          loading={summary.isPending}
          pagination={false}
          dataSource={data?.by_warehouse ?? []}
          columns={[
            { title: t('storage.summary.warehouse'), dataIndex: 'name' },
            lots,
            grams('weight', t('storage.columns.weight')),
            grams('booked_weight', t('storage.columns.booked_weight')),
          ]}
        />
      </section>
      <section>
        <h3>{t('storage.summary.byLine')}</h3>
        <Table<ByLine>
          size="small"
          rowKey="line_id"
          loading={summary.isPending}
          pagination={{ pageSize: 20, hideOnSinglePage: true, showSizeChanger: false }}
          dataSource={data?.by_line ?? []}
          columns={[
            {
              title: t('storage.columns.line_name'),
              dataIndex: 'line_name',
              render: (name: string, row) =>
                row.low_stock ? (
                  <>
                    {name} <Tag color="red">{t('storage.summary.low')}</Tag>
                  </>
                ) : (
                  name
                ),
            },
            lots,
            grams('weight', t('storage.columns.weight')),
            grams('available_weight', t('storage.columns.available_weight')),
          ]}
        />
      </section>
      <section>
        <h3>{t('storage.summary.byYear')}</h3>
        <Table
          size="small"
          rowKey={(row) => String(row.year)}
          loading={summary.isPending}
          pagination={false}
          dataSource={data?.by_year ?? []}
          columns={[
            {
              title: t('storage.columns.year'),
              dataIndex: 'year',
              render: (year: number | null) => year ?? t('storage.summary.noYear'),
            },
            lots,
            grams('weight', t('storage.columns.weight')),
          ]}
        />
      </section>
    </div>
  );
}
