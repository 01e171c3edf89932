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

/** Writes a results table to an xlsx file in the browser and saves it. */
export function useExportResults() {
  const [isExporting, setIsExporting] = useState(false);

  async function exportResults(sheet: ResultSheet, fileName: string): Promise<void> {
    if (isExporting) return;
    setIsExporting(true);
    try {
      const excel = await loadExcel();
      const workbook = new excel.Workbook();
      fillResultSheet(workbook, sheet);
      const buffer = await workbook.xlsx.writeBuffer();
      saveFile({ blob: new Blob([buffer], { type: XLSX_TYPE }), fileName }, fileName);
    } catch (error) {
      showApiError(error, 'statistics.errors.export');
    } finally {
      setIsExporting(false);
    }
  }

  return { isExporting, exportResults };
}
