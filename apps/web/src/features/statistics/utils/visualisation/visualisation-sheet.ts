import type { Workbook, Worksheet } from 'exceljs';
import { toSheetName } from '../fill-result-sheet.ts';
import { SUMMARY_COLUMNS, type SummaryColumnKey, type SummaryRow } from './visualisation-table.ts';

/** What the exported summary sheet holds: the table as shown, then what was computed. */
export type SummarySheet = {
  name: string;
  title: string;
  titles: Record<SummaryColumnKey, string>;
  rows: readonly SummaryRow[];
  decimals: number;
  notes: readonly string[];
};

const HEADER_ROW = 3;
const FILLS = { header: 'FFF0F2EF', outliers: 'FFFDE2E2' } as const;

function numberFormat(key: SummaryColumnKey, decimals: number): string | undefined {
  const column = SUMMARY_COLUMNS.find((item) => item.key === key);
  const fraction = (digits: number) => (digits > 0 ? `.${'0'.repeat(digits)}` : '');
  switch (column?.format) {
    case 'value':
      return `0${fraction(decimals)}`;
    case 'percent':
      return '0.0';
    case 'count':
      return '0';
    default:
      return undefined;
  }
}

/**
 * Writes the box plots' summary table into a new sheet: title, header, one line per row
 * (numbers stay numbers; rows with outliers filled like on screen, the overall line bold),
 * then the notes.
 */
export function fillSummarySheet(workbook: Workbook, input: SummarySheet): Worksheet {
  const sheet = workbook.addWorksheet(toSheetName(input.name), {
    views: [{ state: 'frozen', ySplit: HEADER_ROW }],
  });
  sheet.getCell(1, 1).value = input.title;
  sheet.getCell(1, 1).font = { bold: true, size: 13 };
  SUMMARY_COLUMNS.forEach((column, index) => {
    const cell = sheet.getRow(HEADER_ROW).getCell(index + 1);
    cell.value = input.titles[column.key];
    cell.font = { bold: true };
    cell.fill = { type: 'pattern', pattern: 'solid', fgColor: { argb: FILLS.header } };
    sheet.getColumn(index + 1).width = column.format === 'text' ? 18 : 11;
  });
  input.rows.forEach((row, rowIndex) => {
    const line = sheet.getRow(HEADER_ROW + 1 + rowIndex);
    SUMMARY_COLUMNS.forEach((column, index) => {
      const cell = line.getCell(index + 1);
      cell.value = row[column.key];
      const format = numberFormat(column.key, input.decimals);
      if (format) cell.numFmt = format;
      if (row.isOverall) cell.font = { bold: true };
      else if (row.outliers > 0) {
        cell.fill = { type: 'pattern', pattern: 'solid', fgColor: { argb: FILLS.outliers } };
      }
    });
  });
  const notesStart = HEADER_ROW + input.rows.length + 2;
  input.notes.forEach((note, index) => {
    sheet.getCell(notesStart + index, 1).value = note;
  });
  return sheet;
}
