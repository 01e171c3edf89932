import type { TableColumnsType } from 'antd';
import { Table } from 'antd';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { useSessionStore } from '#src/stores/session-store.ts';
import { formatValue } from '../../utils/format-stat.ts';
import {
  compareSummaryRows,
  SUMMARY_COLUMNS,
  type SummaryColumnKey,
  type SummaryFormat,
  type SummaryRow,
} from '../../utils/visualisation/visualisation-table.ts';

type BoxplotTableProps = {
  rows: readonly SummaryRow[];
  decimals: number;
  titles: Record<SummaryColumnKey, string>;
};

function renderCell(value: unknown, format: SummaryFormat, language: string, decimals: number) {
  if (typeof value !== 'number') return value === null ? '' : String(value);
  if (format === 'count') return String(value);
  return formatValue(value, language, format === 'percent' ? 1 : decimals);
}

function rowClassName(row: SummaryRow): string {
  if (row.isOverall) return 'pl-stat-row-overall';
  return row.outliers > 0 ? 'pl-stat-row-red' : '';
}

/** The rows' n, mean, SD, SE, CV %, min, max, median and outliers; the overall line stays last. */
export function BoxplotTable({ rows, decimals, titles }: BoxplotTableProps) {
  const { t } = useTranslation();
  const language = useSessionStore((state) => state.language);
  const columns = useMemo<TableColumnsType<SummaryRow>>(
    () =>
      SUMMARY_COLUMNS.map(({ key, format }) => ({
        key,
        dataIndex: key,
        title: titles[key],
        align: format === 'text' ? ('left' as const) : ('right' as const),
        showSorterTooltip: false,
        // the overall line stays under the rows whichever way they are sorted
        sorter: (a: SummaryRow, b: SummaryRow, order) => {
          if (a.isOverall || b.isOverall) {
            const last = a.isOverall ? 1 : -1;
            return order === 'descend' ? -last : last;
          }
          return compareSummaryRows(a, b, key);
        },
        render: (value: unknown) => renderCell(value, format, language, decimals),
      })),
    [titles, language, decimals],
  );
  return (
    <Table<SummaryRow>
      data-testid="visualisation-table"
      className="pl-stat-table"
      size="small"
      rowKey="key"
      columns={columns}
      dataSource={[...rows]}
      rowClassName={rowClassName}
      pagination={{ defaultPageSize: 50, hideOnSinglePage: true }}
      scroll={{ x: 'max-content' }}
      locale={{ emptyText: t('statistics.empty.noMatches') }}
    />
  );
}
