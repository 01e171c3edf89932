import type { Workbook } from 'exceljs';
import { useState } from 'react';
import { saveFile } from '#src/lib/save-file.ts';
import { showApiError } from '#src/lib/show-api-error.ts';
import { fillResultSheet, type ResultSheet } from '../utils/fill-result-sheet.ts';

const XLSX_TYPE = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';

/** exceljs (about 1 MB) loads only when someone exports; its bundle is CommonJS. */
async function loadExcel() {
  const module = await import('exceljs');
  return 'default' in module ? (module.default as typeof module) : module;
}

/** Writes a results table (or any workbook) to an xlsx file in the browser and saves it. */
export function useExportResults() {
  const [isExporting, setIsExporting] = useState(false);

  /** Saves a workbook that `fill` writes the sheets of. */
  async function exportWorkbook(fill: (workbook: Workbook) => void, fileName: string) {
    if (isExporting) return;
    setIsExporting(true);
    try {
      const excel = await loadExcel();
      const workbook = new excel.Workbook();
      fill(workbook);
      const buffer = await workbook.xlsx.writeBuffer();
      saveFile({ blob: new Blob([buffer], { type: XLSX_TYPE }), fileName }, fileName);
    } catch (error) {
      showApiError(error, 'statistics.errors.export');
    } finally {
      setIsExporting(false);
    }
  }

  function exportResults(sheet: ResultSheet, fileName: string): Promise<void> {
    return exportWorkbook((workbook) => fillResultSheet(workbook, sheet), fileName);
  }

  return { isExporting, exportResults, exportWorkbook };
}
