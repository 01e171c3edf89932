import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { showApiError } from '#src/lib/show-api-error.ts';
import type { RowsRequest } from '../api/rows-request.ts';
import { exportFileName } from '../utils/export-file-name.ts';
import type { AnalysisKind } from '../utils/rows/result-columns.ts';
import { useColumnTitles } from './use-column-titles.ts';
import { useExportResults } from './use-export-results.ts';
import { useMethodText } from './use-method-text.ts';
import { useNsrLines } from './use-nsr-lines.ts';
import type { ResultPage, ResultRowsState } from './use-result-rows.ts';
import { useResultsTable } from './use-results-table.ts';
import type { RowsViewState } from './use-rows-view.ts';
import { useTrialModelLines } from './use-trial-model-lines.ts';

type ResultsPanelInput = {
  kind: AnalysisKind;
  request: RowsRequest;
  page: ResultPage;
  result: ResultRowsState;
  rowsView: RowsViewState;
  /** "nursery · year" of the crop's seasons. */
  seasonLabels: ReadonlyMap<number, string>;
  /** The page's name: the sheet's tab and the start of its first line. */
  title: string;
};

/**
 * The state of a result: its table, the НСР₀₅ of each season, the model that ran in each
 * (decision 050), what was computed, and the
 * export of every row the filter keeps, in the table's order, with all of that under them.
 */
export function useResultsPanel(input: ResultsPanelInput) {
  const { kind, request, page, result, rowsView, seasonLabels, title } = input;
  const { t } = useTranslation();
  const titles = useColumnTitles();
  const hasControl = request.controlPlot !== null;
  const table = useResultsTable(kind, page.seasons, hasControl, rowsView.view.sort);
  const nsrLines = useNsrLines(page.seasons, seasonLabels, table.decimals);
  const modelLines = useTrialModelLines(page.seasons, seasonLabels);
  const method = useMethodText(kind, hasControl, {
    // an answer that does not say (an older server) ran the simple method
    hasSimple: modelLines.length === 0 || modelLines.some((line) => !line.isMixed),
    hasMixed: modelLines.some((line) => line.isMixed),
  });
  const { isExporting, exportResults } = useExportResults();
  const [isFetchingAll, setIsFetchingAll] = useState(false);
  const labelOf = (yearId: number | null) =>
    yearId === null ? '' : (seasonLabels.get(yearId) ?? String(yearId));

  async function handleExport() {
    setIsFetchingAll(true);
    let rows: Awaited<ReturnType<ResultRowsState['fetchAll']>>;
    try {
      rows = await result.fetchAll();
    } catch (error) {
      showApiError(error, 'statistics.errors.export');
      return;
    } finally {
      setIsFetchingAll(false);
    }
    const seasons = request.yearIds.map(labelOf).join(', ');
    const controlNote = request.controlPlot
      ? [
          t('statistics.controlNote', {
            plot: request.controlPlot,
            season: labelOf(request.controlYearId),
          }),
        ]
      : [];
    await exportResults(
      {
        name: title,
        title: `${title}: ${request.feature} (${seasons})`,
        columns: table.keys.map((key) => ({ key, title: titles[key] })),
        rows,
        decimals: table.decimals,
        controlLabel: t('statistics.controlTag'),
        notes: [...controlNote, ...nsrLines, ...modelLines.map((line) => line.text), ...method],
      },
      exportFileName(kind, request.feature),
    );
  }

  return {
    table,
    nsrLines,
    modelLines,
    method,
    isExporting: isExporting || isFetchingAll,
    handleExport: () => void handleExport(),
  };
}
