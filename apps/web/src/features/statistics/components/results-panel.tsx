import { FileExcelOutlined, SearchOutlined } from '@ant-design/icons';
import { Button, Input, Table } from 'antd';
import { useTranslation } from 'react-i18next';
import type { RowsRequest } from '../api/rows-request.ts';
import type { AnalysisPage } from '../hooks/use-analysis-page.ts';
import { useResultsPanel } from '../hooks/use-results-panel.ts';
import type { ResultRow } from '../utils/result-rows.ts';
import { MethodNote } from './method-note.tsx';

type ResultsPanelProps = {
  page: AnalysisPage;
  /** The analysis that answered `rows`. */
  request: RowsRequest;
  rows: readonly ResultRow[];
  title: string;
};

const PAGE_SIZES = [25, 50, 100, 200];

function rowClassName(row: ResultRow): string {
  const classes = [];
  if (row.color) classes.push(`pl-stat-row-${row.color}`);
  if (row.isControl) classes.push('pl-stat-row-control');
  return classes.join(' ');
}

/**
 * The result of an analysis: the НСР₀₅ of each season, a filterable, sortable table with
 * significant rows coloured, the xlsx export of what is shown, and what was computed.
 */
export function ResultsPanel({ page, request, rows, title }: ResultsPanelProps) {
  const { t } = useTranslation();
  const { table, nsrLines, method, isExporting, handleExport } = useResultsPanel({
    kind: page.kind,
    request,
    rows,
    seasonLabels: page.choiceState.seasonLabels,
    title,
  });
  return (
    <section className="pl-stat-result" aria-label={t('statistics.result')}>
      <div className="pl-stat-result-bar">
        <Input
          className="pl-stat-filter"
          data-testid="statistics-filter"
          prefix={<SearchOutlined aria-hidden />}
          aria-label={t('statistics.filterLabel')}
          placeholder={t('statistics.filterPlaceholder')}
          allowClear
          value={table.filter}
          onChange={(event) => table.setFilter(event.target.value)}
        />
        <span className="pl-stat-count" aria-live="polite">
          {t('statistics.rowCount', { count: table.visibleRows.length })}
        </span>
        {nsrLines.length > 0 && (
          <ul className="pl-stat-nsr" data-testid="nsr-summary">
            {nsrLines.map((line) => (
              <li key={line}>{line}</li>
            ))}
          </ul>
        )}
        <Button
          className="pl-stat-export"
          data-testid="statistics-export"
          icon={<FileExcelOutlined aria-hidden />}
          loading={isExporting}
          disabled={table.visibleRows.length === 0}
          onClick={handleExport}
        >
          {t('statistics.exportXlsx')}
        </Button>
      </div>
      <Table<ResultRow>
        data-testid="statistics-table"
        className="pl-stat-table"
        size="small"
        rowKey="key"
        columns={table.columns}
        dataSource={table.visibleRows}
        rowClassName={rowClassName}
        pagination={{ defaultPageSize: 50, pageSizeOptions: PAGE_SIZES, hideOnSinglePage: true }}
        scroll={{ x: 'max-content' }}
        locale={{ emptyText: t('statistics.empty.noMatches') }}
        onChange={(_pagination, _filters, sorter) => {
          const active = Array.isArray(sorter) ? sorter[0] : sorter;
          table.changeSort(active?.columnKey, active?.order);
        }}
      />
      <MethodNote paragraphs={method} />
    </section>
  );
}
