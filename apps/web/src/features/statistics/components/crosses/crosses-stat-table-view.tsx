import { Table, type TableColumnsType } from 'antd';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import {
  type CellMark,
  type ColumnFormat,
  columnNumbers,
  compareCells,
  type StatCell,
  type StatRow,
  type StatTable,
} from '../../utils/crosses/crosses-stat-table.ts';
import { decimalsFor, formatPValue, formatValue } from '../../utils/format-stat.ts';

type StatTableViewProps = {
  table: StatTable;
  /** Columns may be sorted by a click (long lists: lines, crosses). */
  isSortable?: boolean;
  testId?: string;
};

function formatCell(value: StatCell, format: ColumnFormat, locale: string, decimals: number) {
  if (value === null || value === '') return '';
  if (typeof value === 'string') return value;
  // a degenerate fit (no error variance) gives F of 10¹⁵: scientific, not a page-wide number
  if (format !== 'p' && Math.abs(value) >= 1e9) return value.toExponential(3);
  switch (format) {
    case 'p':
      return formatPValue(value, locale);
    case 'count':
      return formatValue(value, locale, 0);
    case 'percent':
      return formatValue(value, locale, 1);
    case 'signed':
      return formatValue(value, locale, decimals, { signed: true });
    default:
      return formatValue(value, locale, decimals);
  }
}

const MARK_CLASS: Record<CellMark, string> = { up: 'pl-stat-cell-up', down: 'pl-stat-cell-down' };

/**
 * One results table of the hybrids or multi-season pages: numbers in the interface language
 * with decimals fitted to each column, significant cells filled green (above zero) or red
 * (below), summary rows kept last and bold; columns sortable when `isSortable`.
 */
export function StatTableView({ table, isSortable = false, testId }: StatTableViewProps) {
  const { i18n } = useTranslation();
  const locale = i18n.language;
  const columns = useMemo<TableColumnsType<StatRow>>(
    () =>
      table.columns.map((column, index) => {
        const decimals = decimalsFor(columnNumbers(table, column.key));
        return {
          key: column.key,
          title: column.title,
          fixed: index === 0 ? 'left' : undefined,
          align: column.format === 'text' ? 'left' : 'right',
          onCell: (row: StatRow) => {
            const mark = row.marks?.[column.key];
            return { className: mark ? MARK_CLASS[mark] : undefined };
          },
          render: (_: unknown, row: StatRow) =>
            formatCell(row.values[column.key] ?? null, column.format, locale, decimals),
          sorter: isSortable
            ? (a: StatRow, b: StatRow, order) => {
                // summary rows stay at the bottom in either direction
                if (a.isSummary !== b.isSummary)
                  return (a.isSummary ? 1 : -1) * (order === 'descend' ? -1 : 1);
                return compareCells(
                  a.values[column.key] ?? null,
                  b.values[column.key] ?? null,
                  locale,
                );
              }
            : undefined,
        };
      }),
    [table, locale, isSortable],
  );
  return (
    <Table<StatRow>
      data-testid={testId ?? `stat-table-${table.id}`}
      className="pl-stat-table pl-cross-table"
      size="small"
      rowKey="key"
      columns={columns}
      dataSource={table.rows}
      rowClassName={(row) => (row.isSummary ? 'pl-stat-row-summary' : '')}
      pagination={
        table.rows.length > 100 ? { defaultPageSize: 100, hideOnSinglePage: true } : false
      }
      scroll={{ x: 'max-content' }}
      bordered
    />
  );
}
