import type { Borders, CellValue, Worksheet } from 'exceljs';
import type { WorkbookWriter } from '../../platform/excel/send-workbook.ts';
import { NURSERY_HEADERS } from '../imports/nursery-headers.ts';
import type { FieldYearSheet, SheetPlot } from './load-field-year-sheet.ts';

/** The four sowing lists of decision 010. */
export type SowingListType = 1 | 2 | 3 | 4;

export type SowingListOptions = {
  type: SowingListType;
  /** A count of blank note columns, or their titles; type 4 defaults to three. */
  emptyColumns?: number | string[] | null;
  sowingDate?: string | null;
  germinationDate?: string | null;
};

const THIN: Partial<Borders> = {
  top: { style: 'thin' },
  left: { style: 'thin' },
  bottom: { style: 'thin' },
  right: { style: 'thin' },
};
const NOTE_COLUMNS_DEFAULT = 3;
const labelOrder = new Intl.Collator('ru', { numeric: true, sensitivity: 'base' });

/** Titles of the blank note columns. */
function noteTitles(options: SowingListOptions): string[] {
  const wanted = options.emptyColumns ?? (options.type === 4 ? NOTE_COLUMNS_DEFAULT : 0);
  if (Array.isArray(wanted)) return wanted;
  return Array.from({ length: wanted }, (_, index) => `Примечание ${index + 1}`);
}

/** Plots in the list's order: 1 and 4 map order, 2 by label (unlabelled last), 3 by line. */
function orderPlots(plots: SheetPlot[], type: SowingListType): SheetPlot[] {
  if (type === 2) {
    const labelled = plots.filter((plot) => plot.label !== null);
    labelled.sort((a, b) => labelOrder.compare(a.label ?? '', b.label ?? ''));
    return [...labelled, ...plots.filter((plot) => plot.label === null)];
  }
  if (type === 3) return [...plots].sort((a, b) => labelOrder.compare(a.line, b.line));
  return plots;
}

/** The heading above the table: nursery, region, year and the dates given. */
function writeHeading(sheet: Worksheet, data: FieldYearSheet, options: SowingListOptions) {
  const title = sheet.addRow(['Посевной список']);
  title.font = { bold: true, size: 14 };
  title.commit();
  const { fieldName, region, year } = data.season;
  sheet
    .addRow([`Питомник: ${fieldName}`, null, `Регион: ${region}`, null, `Год: ${year}`])
    .commit();
  if (options.sowingDate) sheet.addRow([`Дата посева: ${options.sowingDate}`]).commit();
  if (options.germinationDate) sheet.addRow([`Дата всходов: ${options.germinationDate}`]).commit();
  sheet.addRow([]).commit();
}

/** Writes one table row with borders on every cell. */
function writeTableRow(sheet: Worksheet, cells: CellValue[], bold = false) {
  const row = sheet.addRow(cells);
  for (let column = 1; column <= cells.length; column++) row.getCell(column).border = THIN;
  if (bold) row.font = { bold: true };
  row.commit();
}

/**
 * Writes a printable sowing list (decision 010): a heading, then one bordered row per plot
 * with a running number, its label, name, repetition, line and parents, and blank note
 * columns. Type 3 groups the plots under a row per line. Not meant to be uploaded again.
 */
export async function writeSowingList(
  workbook: WorkbookWriter,
  data: FieldYearSheet,
  options: SowingListOptions,
): Promise<void> {
  const sheet = workbook.addWorksheet('Посевной список', {
    pageSetup: { orientation: 'landscape', fitToPage: true, fitToWidth: 1, fitToHeight: 0 },
  });
  const h = NURSERY_HEADERS;
  const plotHeaders = ['№', h.label, h.plot, h.repetition, h.line, h.mother, h.father];
  const headers = [...plotHeaders, ...noteTitles(options)];
  sheet.columns = headers.map((header, index) => ({
    width: index === 0 ? 6 : Math.max(header.length + 2, 14),
  }));
  writeHeading(sheet, data, options);
  writeTableRow(sheet, headers, true);
  writePlotRows(sheet, data.plots, options.type, headers.length);
  await sheet.commit();
}

/** The plot rows, under a bold row per line for type 3. */
function writePlotRows(sheet: Worksheet, plots: SheetPlot[], type: SowingListType, width: number) {
  const plotsOfLine = new Map<string, number>();
  for (const plot of plots) plotsOfLine.set(plot.line, (plotsOfLine.get(plot.line) ?? 0) + 1);
  const blank = (count: number) => new Array<null>(count).fill(null);
  let line: string | undefined;
  orderPlots(plots, type).forEach((plot, index) => {
    if (type === 3 && plot.line !== line) {
      line = plot.line;
      writeTableRow(
        sheet,
        [null, `${plot.line} (${plotsOfLine.get(plot.line)})`, ...blank(width - 2)],
        true,
      );
    }
    const cells = [
      index + 1,
      plot.label,
      plot.base,
      plot.repetition,
      plot.line,
      plot.mother,
      plot.father,
    ];
    writeTableRow(sheet, [...cells, ...blank(width - cells.length)]);
  });
}
