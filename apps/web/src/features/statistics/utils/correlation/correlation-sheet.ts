import type { CorrelationMatrix } from '@plotline/contract/statistics-visualisation';
import type { Workbook, Worksheet } from 'exceljs';
import { toSheetName } from '../fill-result-sheet.ts';
import { significanceStars } from './correlation-pairs.ts';

/** What the exported matrix holds: r, p and n sheets in heat-map order, the method under r. */
export type CorrelationSheets = {
  matrix: CorrelationMatrix;
  /** The first line of each sheet: method, season. */
  title: string;
  /** Tab names of the r (or ρ), p and n sheets. */
  names: { r: string; p: string; n: string };
  notes: readonly string[];
};

const HEADER_ROW = 3;
/** Significant cells: red for positive r, blue for negative, as the heat map. */
const FILLS = { header: 'FFF0F2EF', positive: 'FFFDE2E2', negative: 'FFDDE9F5' } as const;

type Square = CorrelationMatrix['r'];

function writeSquare(
  workbook: Workbook,
  name: string,
  input: CorrelationSheets,
  square: Square,
  numFmt: string,
): Worksheet {
  const { matrix } = input;
  const sheet = workbook.addWorksheet(toSheetName(name), {
    views: [{ state: 'frozen', xSplit: 1, ySplit: HEADER_ROW }],
  });
  sheet.getCell(1, 1).value = input.title;
  sheet.getCell(1, 1).font = { bold: true, size: 13 };
  sheet.getColumn(1).width = Math.min(40, Math.max(12, ...matrix.features.map((f) => f.length)));
  matrix.features.forEach((feature, index) => {
    const header = sheet.getCell(HEADER_ROW, index + 2);
    const side = sheet.getCell(HEADER_ROW + 1 + index, 1);
    for (const cell of [header, side]) {
      cell.value = feature;
      cell.font = { bold: true };
      cell.fill = { type: 'pattern', pattern: 'solid', fgColor: { argb: FILLS.header } };
    }
    header.alignment = { wrapText: true, vertical: 'middle' };
    sheet.getColumn(index + 2).width = 14;
  });
  matrix.features.forEach((_, row) => {
    matrix.features.forEach((__, column) => {
      const cell = sheet.getCell(HEADER_ROW + 1 + row, column + 2);
      cell.value = square[row]?.[column] ?? null;
      cell.numFmt = numFmt;
      const p = matrix.p[row]?.[column] ?? 1;
      if (row !== column && significanceStars(p) !== '') {
        const r = matrix.r[row]?.[column] ?? 0;
        const argb = r >= 0 ? FILLS.positive : FILLS.negative;
        cell.fill = { type: 'pattern', pattern: 'solid', fgColor: { argb } };
        cell.font = { bold: true };
      }
    });
  });
  return sheet;
}

/**
 * Writes the correlation matrix into three sheets — r (or ρ), p and n — with features in the
 * heat map's order and significant cells (p < 0.05) filled; the notes go under the r sheet.
 */
export function fillCorrelationSheets(workbook: Workbook, input: CorrelationSheets): void {
  const { matrix, names } = input;
  const rSheet = writeSquare(workbook, names.r, input, matrix.r, '0.000');
  writeSquare(workbook, names.p, input, matrix.p, '0.0000');
  writeSquare(workbook, names.n, input, matrix.n, '0');
  const notesStart = HEADER_ROW + matrix.features.length + 2;
  input.notes.forEach((note, index) => {
    rSheet.getCell(notesStart + index, 1).value = note;
  });
}
