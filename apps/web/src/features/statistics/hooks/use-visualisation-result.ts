import type { Boxplot } from '@plotline/contract/statistics-visualisation';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import type { BoxplotRequest } from '../api/compute-boxplot.ts';
import { exportFileName } from '../utils/export-file-name.ts';
import { decimalsFor } from '../utils/format-stat.ts';
import { fillSummarySheet } from '../utils/visualisation/visualisation-sheet.ts';
import {
  type SummaryColumnKey,
  toSummaryRows,
} from '../utils/visualisation/visualisation-table.ts';
import { useExportResults } from './use-export-results.ts';

/**
 * The box plots' result: the summary rows with their column titles and decimals, what was
 * computed, and the xlsx export of the table with those notes under it.
 */
export function useVisualisationResult(
  boxplot: Boxplot,
  request: BoxplotRequest,
  seasonLabel: string,
  title: string,
) {
  const { t } = useTranslation();
  const rows = useMemo(
    () => toSummaryRows(boxplot, t('statistics.visualisation.overall')),
    [boxplot, t],
  );
  const decimals = useMemo(() => decimalsFor(rows.map((row) => row.max)), [rows]);
  const titles = useMemo<Record<SummaryColumnKey, string>>(
    () => ({
      plotName: t('statistics.columns.plotName'),
      lineName: t('statistics.columns.lineName'),
      n: t('statistics.visualisation.columns.n'),
      mean: t('statistics.visualisation.columns.mean'),
      sd: t('statistics.visualisation.columns.sd'),
      se: t('statistics.visualisation.columns.se'),
      cv: t('statistics.visualisation.columns.cv'),
      min: t('statistics.visualisation.columns.min'),
      max: t('statistics.visualisation.columns.max'),
      median: t('statistics.visualisation.columns.median'),
      outliers: t('statistics.visualisation.columns.outliers'),
    }),
    [t],
  );
  const method = useMemo(
    () => [
      t('statistics.visualisation.method.box'),
      t('statistics.visualisation.method.outliers'),
      t('statistics.visualisation.method.summary'),
    ],
    [t],
  );
  const { isExporting, exportWorkbook } = useExportResults();
  const technologyNote = request.technology
    ? [t('statistics.visualisation.technologyNote', { technology: request.technology })]
    : [];

  function handleExport() {
    void exportWorkbook(
      (workbook) =>
        fillSummarySheet(workbook, {
          name: title,
          title: `${title}: ${request.feature} (${seasonLabel})`,
          titles,
          rows,
          decimals,
          notes: [...technologyNote, ...method],
        }),
      exportFileName('visualisation', request.feature),
    );
  }

  return { rows, decimals, titles, method, isExporting, handleExport };
}
