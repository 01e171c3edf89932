import type { CorrelationMatrix } from '@plotline/contract/statistics-visualisation';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { fillCorrelationSheets } from '../utils/correlation/correlation-sheet.ts';
import { exportFileName } from '../utils/export-file-name.ts';
import { useExportResults } from './use-export-results.ts';

/** The coefficient's paragraph: over plots, or over the rows' adjusted means (decision 053). */
const METHOD_KEYS = {
  plots: {
    pearson: 'statistics.correlation.method.pearson',
    spearman: 'statistics.correlation.method.spearman',
  },
  line_means: {
    pearson: 'statistics.correlation.method.pearsonRows',
    spearman: 'statistics.correlation.method.spearmanRows',
  },
} as const;

/** What was computed for the matrix, and its export to r (or ρ), p and n sheets. */
export function useCorrelationExport(matrix: CorrelationMatrix, seasonLabel: string) {
  const { t } = useTranslation();
  const isSpearman = matrix.method === 'spearman';
  const isRowMeans = matrix.basis === 'line_means';
  const method = useMemo(
    () => [
      t(METHOD_KEYS[isRowMeans ? 'line_means' : 'plots'][matrix.method]),
      ...(isRowMeans ? [t('statistics.correlation.method.lineMeans')] : []),
      t('statistics.correlation.method.matrix'),
      t('statistics.correlation.method.pair'),
    ],
    [matrix.method, isRowMeans, t],
  );
  const { isExporting, exportWorkbook } = useExportResults();
  const methodName = t(
    isSpearman ? 'statistics.correlation.spearman' : 'statistics.correlation.pearson',
  );

  function handleExport() {
    void exportWorkbook(
      (workbook) =>
        fillCorrelationSheets(workbook, {
          matrix,
          title: `${t('nav.statistics.correlation')} (${methodName}${isRowMeans ? `, ${t('statistics.correlation.basis.lineMeans')}` : ''}): ${seasonLabel}`,
          names: { r: isSpearman ? 'rho' : 'r', p: 'p', n: 'n' },
          notes: method,
        }),
      exportFileName('correlation', seasonLabel),
    );
  }

  return { method, isExporting, handleExport };
}
