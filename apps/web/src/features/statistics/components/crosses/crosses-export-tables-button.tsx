import { FileExcelOutlined } from '@ant-design/icons';
import { Button } from 'antd';
import { useTranslation } from 'react-i18next';
import { useExportResults } from '../../hooks/use-export-results.ts';
import { fillTableSheet } from '../../utils/crosses/crosses-fill-table-sheet.ts';
import type { StatTable } from '../../utils/crosses/crosses-stat-table.ts';

type ExportTablesButtonProps = {
  tables: readonly StatTable[];
  /** Written above every table: analysis, feature, season(s). */
  heading: string;
  /** Lines of a last "method" sheet: what was computed. */
  method: readonly string[];
  fileName: string;
  testId: string;
};

/** Saves the given tables as an xlsx workbook, one sheet each, and the method on the last. */
export function ExportTablesButton({
  tables,
  heading,
  method,
  fileName,
  testId,
}: ExportTablesButtonProps) {
  const { t } = useTranslation();
  const { isExporting, exportWorkbook } = useExportResults();
  function handleExport() {
    void exportWorkbook((workbook) => {
      for (const table of tables) fillTableSheet(workbook, table, heading);
      const sheet = workbook.addWorksheet(t('statistics.method.title').slice(0, 31));
      [heading, '', ...method].forEach((line, index) => {
        sheet.getCell(index + 1, 1).value = line;
      });
    }, fileName);
  }
  return (
    <Button
      data-testid={testId}
      icon={<FileExcelOutlined aria-hidden />}
      loading={isExporting}
      disabled={tables.length === 0}
      onClick={handleExport}
    >
      {t('statistics.exportXlsx')}
    </Button>
  );
}
