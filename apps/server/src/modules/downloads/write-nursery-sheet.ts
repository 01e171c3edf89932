import type { CellValue } from 'exceljs';
import { dateCellOf } from '../../platform/excel/excel-dates.ts';
import type { WorkbookWriter } from '../../platform/excel/send-workbook.ts';
import { NURSERY_HEADERS, phenotypeHeader, stageHeader } from '../imports/nursery-headers.ts';
import type { FieldYearSheet, SheetPlot } from './load-field-year-sheet.ts';

/** Which column groups a nursery sheet has, after the plot columns every one of them has. */
export type NurserySheetColumns = {
  parents: boolean;
  comment: boolean;
  phenotypes: boolean;
  stages: boolean;
};

const DATE_FORMAT = 'yyyy-mm-dd';

/** The header texts of the sheet, exactly those the uploads read (nursery-headers.ts). */
function headersOf(data: FieldYearSheet, columns: NurserySheetColumns): string[] {
  const h = NURSERY_HEADERS;
  return [
    ...[h.label, h.field, h.year, h.region, h.plot, h.line, h.repetition],
    ...(columns.parents ? [h.mother, h.father] : []),
    ...(columns.comment ? [h.comment] : []),
    ...(columns.phenotypes ? data.phenotypes.map((p) => phenotypeHeader(p.feature, p.unit)) : []),
    ...(columns.stages ? data.stages.map(stageHeader) : []),
  ];
}

function cellsOf(
  data: FieldYearSheet,
  plot: SheetPlot,
  index: number,
  columns: NurserySheetColumns,
): CellValue[] {
  const { season } = data;
  return [
    ...[plot.label, season.fieldName, season.year, season.region, plot.base, plot.line],
    plot.repetition,
    ...(columns.parents ? [plot.mother, plot.father] : []),
    ...(columns.comment ? [plot.comment || null] : []),
    ...(columns.phenotypes ? (data.values[index] ?? []) : []),
    ...(columns.stages ? (data.dates[index] ?? []).map((d) => (d ? dateCellOf(d) : null)) : []),
  ];
}

/**
 * Writes a field-year as a nursery sheet in the upload's own conventions (api-contract §6):
 * headers in row 1, one row per plot in map order, numbers as number cells, stage dates as
 * date cells. Uploading the sheet again changes nothing (decision 010).
 */
export async function writeNurserySheet(
  workbook: WorkbookWriter,
  sheetName: string,
  data: FieldYearSheet,
  columns: NurserySheetColumns,
): Promise<void> {
  const sheet = workbook.addWorksheet(sheetName, { views: [{ state: 'frozen', ySplit: 1 }] });
  const headers = headersOf(data, columns);
  sheet.columns = headers.map((header) => ({ width: Math.min(Math.max(header.length, 10), 40) }));
  const header = sheet.addRow(headers);
  header.font = { bold: true };
  header.commit();
  const firstDate = headers.length - (columns.stages ? data.stages.length : 0) + 1;
  data.plots.forEach((plot, index) => {
    const row = sheet.addRow(cellsOf(data, plot, index, columns));
    if (columns.stages) {
      for (let column = firstDate; column <= headers.length; column++) {
        row.getCell(column).numFmt = DATE_FORMAT;
      }
    }
    row.commit();
  });
  sheet.autoFilter = { from: { row: 1, column: 1 }, to: { row: 1, column: headers.length } };
  await sheet.commit();
}
