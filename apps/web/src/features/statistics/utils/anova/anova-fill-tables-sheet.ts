import type { Workbook, Worksheet } from 'exceljs';
import { toSheetName } from '../fill-result-sheet.ts';

export type SheetCell = string | number | null;

/** One table of a model's result: a caption line, the header, the rows. */
export type SheetTable = {
  caption: string;
  header: string[];
  rows: SheetCell[][];
  /** Rows filled as significant (same index as `rows`). */
  highlighted?: readonly boolean[];
  /** Excel number formats per column (`0.000`), undefined for text or as is. */
  formats?: readonly (string | undefined)[];
};

/** What an exported model sheet holds: a title, its tables one under another, then notes. */
export type TablesSheet = { name: string; title: string; tables: SheetTable[]; notes: string[] };

const FILLS = { significant: 'FFE3F2E5', header: 'FFF0F2EF' } as const;

function solid(argb: string) {
  return { type: 'pattern' as const, pattern: 'solid' as const, fgColor: { argb } };
}

/** Writes one table from `start` (its caption's row); returns the first row after it. */
function writeTable(sheet: Worksheet, table: SheetTable, start: number): number {
  sheet.getCell(start, 1).value = table.caption;
  sheet.getCell(start, 1).font = { bold: true };
  const header = sheet.getRow(start + 1);
  table.header.forEach((title, index) => {
    const cell = header.getCell(index + 1);
    cell.value = title;
    cell.font = { bold: true };
    cell.fill = solid(FILLS.header);
  });
  table.rows.forEach((values, rowIndex) => {
    const line = sheet.getRow(start + 2 + rowIndex);
    values.forEach((value, index) => {
      const cell = line.getCell(index + 1);
      cell.value = value;
      const format = table.formats?.[index];
      if (format && typeof value === 'number') cell.numFmt = format;
      if (table.highlighted?.[rowIndex]) cell.fill = solid(FILLS.significant);
    });
  });
  return start + 2 + table.rows.length + 1;
}

/** Column widths from the longest header or value of every table (8 to 40 characters). */
function fitWidths(sheet: Worksheet, tables: readonly SheetTable[]) {
  const widths: number[] = [];
  for (const table of tables) {
    for (const row of [table.header, ...table.rows]) {
      row.forEach((value, index) => {
        widths[index] = Math.max(widths[index] ?? 8, String(value ?? '').length + 2);
      });
    }
  }
  widths.forEach((width, index) => {
    sheet.getColumn(index + 1).width = Math.min(40, width);
  });
}

/**
 * Writes a model's tables into a new sheet of `workbook`: the title, each table with its
 * caption and header (numbers stay numbers; significant rows filled green), then the notes.
 */
export function fillTablesSheet(workbook: Workbook, input: TablesSheet): Worksheet {
  const sheet = workbook.addWorksheet(toSheetName(input.name));
  sheet.getCell(1, 1).value = input.title;
  sheet.getCell(1, 1).font = { bold: true, size: 13 };
  let row = 3;
  for (const table of input.tables) row = writeTable(sheet, table, row);
  input.notes.forEach((note, index) => {
    sheet.getCell(row + index, 1).value = note;
  });
  fitWidths(sheet, input.tables);
  return sheet;
}
