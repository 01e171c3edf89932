import type { Workbook, Worksheet } from 'exceljs';
import { toSheetName } from '../fill-result-sheet.ts';
import { decimalsFor } from '../format-stat.ts';
import { type ColumnFormat, columnNumbers, type StatTable } from './crosses-stat-table.ts';

/** Fills of significant cells and the header (ARGB), the interface's colours. */
const FILLS = { up: 'FFE3F2E5', down: 'FFFDE2E2', header: 'FFF0F2EF' } as const;
const HEADER_ROW = 3;

function numberFormat(format: ColumnFormat, decimals: number): string | undefined {
  const fraction = decimals > 0 ? `.${'0'.repeat(decimals)}` : '';
  switch (format) {
    case 'number':
      return `0${fraction}`;
    case 'signed':
      return `+0${fraction};-0${fraction};0${fraction}`;
    case 'percent':
      return '0.0';
    case 'p':
      return '0.0000';
    case 'count':
      return '0';
    default:
      return undefined;
  }
}

/** A sheet name not yet used in `workbook` (Excel refuses duplicates). */
function freeSheetName(workbook: Workbook, name: string): string {
  const base = toSheetName(name);
  let candidate = base;
  for (let n = 2; workbook.getWorksheet(candidate); n += 1) {
    const suffix = ` (${n})`;
    candidate = `${base.slice(0, 31 - suffix.length)}${suffix}`;
  }
  return candidate;
}

/**
 * Writes one table into a new sheet: `heading` (analysis, feature, season) and the table's
 * title, its header, its rows (numbers stay numbers, significant cells filled green or red,
 * summary rows bold), then its notes.
 */
export function fillTableSheet(workbook: Workbook, table: StatTable, heading: string): Worksheet {
  const sheet = workbook.addWorksheet(freeSheetName(workbook, table.title), {
    views: [{ state: 'frozen', ySplit: HEADER_ROW, xSplit: 1 }],
  });
  sheet.getCell(1, 1).value = `${heading}: ${table.title}`;
  sheet.getCell(1, 1).font = { bold: true, size: 13 };
  const header = sheet.getRow(HEADER_ROW);
  const formats = table.columns.map((column) =>
    numberFormat(column.format, decimalsFor(columnNumbers(table, column.key))),
  );
  table.columns.forEach((column, index) => {
    const cell = header.getCell(index + 1);
    cell.value = column.title;
    cell.font = { bold: true };
    cell.fill = { type: 'pattern', pattern: 'solid', fgColor: { argb: FILLS.header } };
    cell.alignment = { wrapText: true, vertical: 'middle' };
    sheet.getColumn(index + 1).width = Math.min(40, Math.max(10, column.title.length + 2));
  });
  table.rows.forEach((row, rowIndex) => {
    const line = sheet.getRow(HEADER_ROW + 1 + rowIndex);
    table.columns.forEach((column, index) => {
      const cell = line.getCell(index + 1);
      cell.value = row.values[column.key] ?? null;
      const format = formats[index];
      if (format && typeof cell.value === 'number') cell.numFmt = format;
      const mark = row.marks?.[column.key];
      if (mark) cell.fill = { type: 'pattern', pattern: 'solid', fgColor: { argb: FILLS[mark] } };
      if (row.isSummary) cell.font = { bold: true };
    });
  });
  const notesStart = HEADER_ROW + table.rows.length + 2;
  (table.notes ?? []).forEach((note, index) => {
    sheet.getCell(notesStart + index, 1).value = note;
  });
  return sheet;
}
