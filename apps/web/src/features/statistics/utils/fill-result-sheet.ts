import type { Workbook, Worksheet } from 'exceljs';
import { COLUMN_FORMATS, type ResultColumnKey } from './rows/result-columns.ts';
import type { ResultRow } from './rows/result-rows.ts';

/** What an exported results sheet holds: the table as shown, then how it was computed. */
export type ResultSheet = {
  /** The sheet tab (cut to Excel's 31 characters, without the characters it forbids). */
  name: string;
  /** The first line: analysis, feature and seasons. */
  title: string;
  columns: { key: ResultColumnKey; title: string }[];
  rows: readonly ResultRow[];
  /** Decimals of the values in the feature's unit. */
  decimals: number;
  /** Written after the control row's plot name: "(контроль)". */
  controlLabel: string;
  /** Lines under the table: the method and the НСР₀₅ of each season. */
  notes: string[];
};

/** Row fills of the interface's colours (ARGB). */
const FILLS = { green: 'FFE3F2E5', red: 'FFFDE2E2', header: 'FFF0F2EF' } as const;
const HEADER_ROW = 3;

/** A name Excel accepts for a sheet tab. */
export function toSheetName(name: string): string {
  const cleaned = name.replace(/[[\]:*?/\\]/g, ' ').trim();
  return (cleaned === '' ? 'Sheet' : cleaned).slice(0, 31);
}

function numberFormat(key: ResultColumnKey, decimals: number): string | undefined {
  const fraction = decimals > 0 ? `.${'0'.repeat(decimals)}` : '';
  switch (COLUMN_FORMATS[key]) {
    case 'value':
      return `0${fraction}`;
    case 'difference':
      return `+0${fraction};-0${fraction};0${fraction}`;
    case 'pValue':
      return '0.0000';
    default:
      return undefined;
  }
}

function cellValue(row: ResultRow, key: ResultColumnKey, controlLabel: string) {
  if (key === 'plotName' && row.isControl) return `${row.plotName} (${controlLabel})`;
  if (key === 'significance') return row.stars ?? '';
  return row[key];
}

function fitWidths(sheet: Worksheet, columns: ResultSheet['columns'], rows: ResultSheet['rows']) {
  columns.forEach((column, index) => {
    const longest = Math.max(
      column.title.length,
      ...rows.map((row) => String(row[column.key] ?? '').length),
    );
    sheet.getColumn(index + 1).width = Math.min(40, Math.max(8, longest + 2));
  });
}

/**
 * Writes a results table into a new sheet of `workbook`: title, header, one line per row
 * (numbers stay numbers, formatted like the screen; significant rows filled green or red),
 * then the notes. The header stays in view while scrolling.
 */
export function fillResultSheet(workbook: Workbook, input: ResultSheet): Worksheet {
  const sheet = workbook.addWorksheet(toSheetName(input.name), {
    views: [{ state: 'frozen', ySplit: HEADER_ROW }],
  });
  sheet.getCell(1, 1).value = input.title;
  sheet.getCell(1, 1).font = { bold: true, size: 13 };
  const header = sheet.getRow(HEADER_ROW);
  input.columns.forEach((column, index) => {
    const cell = header.getCell(index + 1);
    cell.value = column.title;
    cell.font = { bold: true };
    cell.fill = { type: 'pattern', pattern: 'solid', fgColor: { argb: FILLS.header } };
    cell.alignment = { wrapText: true, vertical: 'middle' };
  });
  input.rows.forEach((row, rowIndex) => {
    const line = sheet.getRow(HEADER_ROW + 1 + rowIndex);
    input.columns.forEach((column, index) => {
      const cell = line.getCell(index + 1);
      cell.value = cellValue(row, column.key, input.controlLabel);
      const format = numberFormat(column.key, input.decimals);
      if (format) cell.numFmt = format;
      if (row.color) {
        cell.fill = { type: 'pattern', pattern: 'solid', fgColor: { argb: FILLS[row.color] } };
      }
      if (row.isControl) cell.font = { bold: true };
    });
  });
  const notesStart = HEADER_ROW + input.rows.length + 2;
  input.notes.forEach((note, index) => {
    sheet.getCell(notesStart + index, 1).value = note;
  });
  fitWidths(sheet, input.columns, input.rows);
  return sheet;
}
