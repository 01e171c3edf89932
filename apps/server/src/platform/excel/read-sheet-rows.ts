import { createReadStream, ReadStream } from 'node:fs';
import { stat } from 'node:fs/promises';
import ExcelJS from 'exceljs';
import { type SheetValue, toSheetValue } from './cell-value.ts';

/**
 * One row of a sheet being streamed: `get` reads a cell by 1-based column number, `filled`
 * lists the cells that hold a value (styled empty cells left out).
 */
export type SheetRow = {
  number: number;
  get: (column: number) => SheetValue;
  filled: () => [column: number, value: SheetValue][];
};

type ParseEvent = { eventType: string; value: unknown };

function toSheetRow(row: ExcelJS.Row): SheetRow {
  return {
    number: row.number,
    get: (column) => toSheetValue(row.findCell(column)?.value),
    filled: () => {
      const cells: [number, SheetValue][] = [];
      row.eachCell((cell, column) => {
        const value = toSheetValue(cell.value);
        if (value !== null) cells.push([column, value]);
      });
      return cells;
    },
  };
}

/** Lets exceljs drop a sheet we do not read without parsing it. */
function skipSheet(sheet: unknown) {
  // A sheet stored before the shared strings is read back from exceljs's temporary copy;
  // an unread copy would keep its file open. Sheets read straight from the zip are drained
  // by exceljs itself and must not be touched.
  const source = (sheet as { iterator?: unknown }).iterator;
  if (source instanceof ReadStream) source.destroy();
}

/**
 * Streams the rows of the first worksheet of an .xlsx file with exceljs's WorkbookReader, so
 * memory stays bounded whatever the file's size: each row is handed out and then dropped.
 * Cells are only read for the columns asked for, so styled empty cells far to the right cost
 * nothing. Shared strings and styles are cached (styles give date cells their dates).
 * exceljs copies a sheet stored before its shared strings (as Excel stores them) to a
 * temporary file and deletes it only when its parse loop ends, so that loop is always run to
 * its end, also when the caller stops early (the rest of the sheet is then read and dropped).
 * @param onProgress share of the file's bytes read so far (0..1)
 * @throws when the file is not a readable workbook (the caller reports it)
 */
export async function* readSheetRows(
  path: string,
  onProgress: (share: number) => void = () => {},
): AsyncGenerator<SheetRow> {
  const { size } = await stat(path);
  const input = createReadStream(path);
  let read = 0;
  input.on('data', (chunk) => {
    read += chunk.length;
    onProgress(size === 0 ? 1 : read / size);
  });
  const reader = new ExcelJS.stream.xlsx.WorkbookReader(input, {
    sharedStrings: 'cache',
    styles: 'cache',
    hyperlinks: 'ignore',
    worksheets: 'emit',
    entries: 'ignore',
  });
  const events = reader.parse() as AsyncIterator<ParseEvent>;
  let rows: AsyncIterator<ExcelJS.Row> | undefined;
  try {
    for (let step = await events.next(); !step.done; step = await events.next()) {
      if (step.value.eventType !== 'worksheet') continue;
      if (rows) {
        skipSheet(step.value.value);
        continue;
      }
      rows = (step.value.value as AsyncIterable<ExcelJS.Row>)[Symbol.asyncIterator]();
      for (let row = await rows.next(); !row.done; row = await rows.next()) {
        yield toSheetRow(row.value);
      }
    }
  } finally {
    if (rows) while (!(await rows.next()).done);
    for (let step = await events.next(); !step.done; step = await events.next()) {
      if (step.value.eventType === 'worksheet') skipSheet(step.value.value);
    }
    input.destroy();
  }
}
