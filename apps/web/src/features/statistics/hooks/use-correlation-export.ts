import type { CorrelationMatrix } from '@plotline/contract/statistics-visualisation';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { fillCorrelationSheets } from '../utils/correlation/correlation-sheet.ts';
import { exportFileName } from '../utils/export-file-name.ts';
import { useExportResults } from './use-export-results.ts';

/** What was computed for the matrix, and its export to r (or ρ), p and n sheets. */
export function useCorrelationExport(matrix: CorrelationMatrix, seasonLabel: string) {
  const { t } = useTranslation();
  const isSpearman = matrix.method === 'spearman';
  const method = useMemo(
    () => [
      t(
        isSpearman
          ? 'statistics.correlation.method.spearman'
          : 'statistics.correlation.method.pearson',
      ),
      t('statistics.correlation.method.matrix'),
      t('statistics.correlation.method.pair'),
    ],
    [isSpearman, t],
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
          title: `${t('nav.statistics.correlation')} (${methodName}): ${seasonLabel}`,
          names: { r: isSpearman ? 'rho' : 'r', p: 'p', n: 'n' },
          notes: method,
        }),
      exportFileName('correlation', seasonLabel),
    );
  }

  return { method, isExporting, handleExport };
}
