import { FileExcelOutlined, SearchOutlined } from '@ant-design/icons';
import { Button, Input, Table } from 'antd';
import { useTranslation } from 'react-i18next';
import type { RowsRequest } from '../../api/rows-request.ts';
import type { AnalysisPage } from '../../hooks/use-analysis-page.ts';
import type { ResultPage } from '../../hooks/use-result-rows.ts';
import { useResultsPanel } from '../../hooks/use-results-panel.ts';
import { PAGE_SIZES } from '../../hooks/use-rows-view.ts';
import type { ResultColumnKey } from '../../utils/rows/result-columns.ts';
import type { ResultRow } from '../../utils/rows/result-rows.ts';
import { MethodNote } from '../method-note.tsx';
import { TrialModelLines } from '../trial-model/trial-model-lines.tsx';

type ResultsPanelProps = {
  page: AnalysisPage;
  /** The analysis that answered `result`. */
  request: RowsRequest;
  result: ResultPage;
  title: string;
};

function rowClassName(row: ResultRow): string {
  const classes = [];
  if (row.color) classes.push(`pl-stat-row-${row.color}`);
  if (row.isControl) classes.push('pl-stat-row-control');
  return classes.join(' ');
}

/**
 * The result of an analysis: the НСР₀₅ of each season, a table the server filters, sorts and
 * pages (decision 028) with significant rows coloured, the xlsx export of every row the filter
 * keeps, which trial model ran in each season, and what was computed.
 */
export function ResultsPanel({ page, request, result, title }: ResultsPanelProps) {
  const { t } = useTranslation();
  const { rowsView } = page;
  const { table, nsrLines, modelLines, method, isExporting, handleExport } = useResultsPanel({
    kind: page.kind,
    request,
    page: result,
    result: page.result,
    rowsView,
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
          value={rowsView.searchText}
          onChange={(event) => rowsView.setSearchText(event.target.value)}
        />
        <span className="pl-stat-count" aria-live="polite">
          {t('statistics.rowCount', { count: result.total })}
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
          disabled={result.total === 0}
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
        dataSource={result.rows}
        loading={page.result.isFetching}
        rowClassName={rowClassName}
        pagination={{
          current: rowsView.view.page,
          pageSize: rowsView.view.pageSize,
          total: result.total,
          pageSizeOptions: [...PAGE_SIZES].sort((a, b) => a - b),
          showSizeChanger: true,
          hideOnSinglePage: result.total <= PAGE_SIZES[1],
        }}
        scroll={{ x: 'max-content' }}
        locale={{ emptyText: t('statistics.empty.noMatches') }}
        onChange={(pagination, _filters, sorter) => {
          const active = Array.isArray(sorter) ? sorter[0] : sorter;
          const key = table.keys.find((item) => item === active?.columnKey);
          rowsView.changeTable(pagination, key as ResultColumnKey | undefined, active?.order);
        }}
      />
      <TrialModelLines lines={modelLines} />
      <MethodNote paragraphs={method} />
    </section>
  );
}
