import { useTranslation } from 'react-i18next';
import type { RowsRequest } from '../api/rows-request.ts';
import { exportFileName } from '../utils/export-file-name.ts';
import type { AnalysisKind } from '../utils/result-columns.ts';
import type { ResultRow } from '../utils/result-rows.ts';
import { useColumnTitles } from './use-column-titles.ts';
import { useExportResults } from './use-export-results.ts';
import { useMethodText } from './use-method-text.ts';
import { useNsrLines } from './use-nsr-lines.ts';
import { useResultsTable } from './use-results-table.ts';

type ResultsPanelInput = {
  kind: AnalysisKind;
  request: RowsRequest;
  rows: readonly ResultRow[];
  /** "nursery · year" of the crop's seasons. */
  seasonLabels: ReadonlyMap<number, string>;
  /** The page's name: the sheet's tab and the start of its first line. */
  title: string;
};

/**
 * The state of a result: its table, the НСР₀₅ of each season, what was computed, and the
 * export of exactly the rows shown with all of that written under them.
 */
export function useResultsPanel({ kind, request, rows, seasonLabels, title }: ResultsPanelInput) {
  const { t } = useTranslation();
  const titles = useColumnTitles();
  const hasControl = request.controlPlot !== null;
  const table = useResultsTable(kind, rows, hasControl);
  const nsrLines = useNsrLines(rows, table.decimals);
  const method = useMethodText(kind, hasControl);
  const { isExporting, exportResults } = useExportResults();
  const labelOf = (yearId: number | null) =>
    yearId === null ? '' : (seasonLabels.get(yearId) ?? String(yearId));

  function handleExport() {
    const seasons = request.yearIds.map(labelOf).join(', ');
    const controlNote = request.controlPlot
      ? [
          t('statistics.controlNote', {
            plot: request.controlPlot,
            season: labelOf(request.controlYearId),
          }),
        ]
      : [];
    void exportResults(
      {
        name: title,
        title: `${title}: ${request.feature} (${seasons})`,
        columns: table.keys.map((key) => ({ key, title: titles[key] })),
        rows: table.visibleRows,
        decimals: table.decimals,
        controlLabel: t('statistics.controlTag'),
        notes: [...controlNote, ...nsrLines, ...method],
      },
      exportFileName(kind, request.feature),
    );
  }

  return { table, nsrLines, method, isExporting, handleExport };
}
