import { posix } from 'node:path';
import type { Readable } from 'node:stream';
import ExcelJS from 'exceljs';
import { type SheetValue, toSheetValue } from './cell-value.ts';
import { SHARED_STRINGS_PART, WorkbookZip } from './workbook-zip.ts';
import type { ZipEntry } from './zip-directory.ts';

/**
 * One row of a sheet being streamed: `get` reads a cell by 1-based column number, `filled`
 * lists the cells that hold a value (styled empty cells left out).
 */
export type SheetRow = {
  number: number;
  get: (column: number) => SheetValue;
  filled: () => [column: number, value: SheetValue][];
};

/**
 * The parsing steps of exceljs's streaming WorkbookReader (exceljs 4.4). Its own `parse()`
 * unzips the file sequentially without any bound and copies sheets stored before the shared
 * strings to temporary files; these steps take any stream of a part's text instead, so the
 * parts come from WorkbookZip, in the order they are needed, each through its meter.
 */
type WorkbookParser = {
  model?: { sheets?: { rId?: string }[] };
  workbookRels?: { Id?: string; Target?: string }[];
  _parseRels: (part: Readable) => Promise<void>;
  _parseWorkbook: (part: Readable) => Promise<void>;
  _parseSharedStrings: (part: Readable) => AsyncIterable<unknown>;
  _parseStyles: (part: Readable) => Promise<void>;
  _parseWorksheet: (
    part: Readable,
    sheetNumber: string,
  ) => Iterable<{ value: AsyncIterable<ExcelJS.Row> }>;
};

const OPTIONS = {
  sharedStrings: 'cache',
  styles: 'cache',
  hyperlinks: 'ignore',
  worksheets: 'emit',
  entries: 'ignore',
} as const;

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

const WORKSHEET_PART = /^xl\/worksheets\/[^/]+\.xml$/;

/**
 * The first worksheet of the workbook (workbook.xml's order, through its relationships;
 * chart sheets are passed over), else the first worksheet part in the zip.
 */
function firstSheetOf(zip: WorkbookZip, parser: WorkbookParser): ZipEntry | undefined {
  for (const sheet of parser.model?.sheets ?? []) {
    const target = parser.workbookRels?.find((rel) => rel.Id === sheet.rId)?.Target;
    if (!target) continue;
    const name = target.startsWith('/') ? target.slice(1) : posix.join('xl', target);
    const entry = WORKSHEET_PART.test(name) ? zip.find(name) : undefined;
    if (entry) return entry;
  }
  return zip.entries.find((entry) => WORKSHEET_PART.test(entry.name));
}

/**
 * Streams the rows of the first worksheet of an .xlsx file, bounded (decision 025): the
 * zip's declared sizes are checked before anything is inflated, and every part is read
 * through a meter that stops it beyond WORKBOOK_LIMITS (unpacked bytes, ratio, shared
 * strings, text length, rows, cells, bytes per row). exceljs parses the parts; each row is
 * handed out and then dropped, and cells are only read for the columns asked for, so styled
 * empty cells far to the right cost nothing. Shared strings and styles are cached (styles
 * give date cells their dates). Text is decoded across chunk boundaries before exceljs sees
 * it (its own decoder splits Cyrillic letters that straddle two chunks). Nothing is written
 * to disk; stopping early releases everything.
 * @param onProgress share of the sheet's packed bytes read so far (0..1)
 * @throws WorkbookLimitError over a limit; any other error when the file is not a readable
 *   workbook (the caller reports it)
 */
export async function* readSheetRows(
  path: string,
  onProgress: (share: number) => void = () => {},
): AsyncGenerator<SheetRow> {
  const zip = await WorkbookZip.open(path);
  const parser = new ExcelJS.stream.xlsx.WorkbookReader(path, OPTIONS) as unknown as WorkbookParser;
  const opened: Readable[] = [];
  const part = async (name: string) => {
    const entry = zip.find(name);
    if (!entry) return undefined;
    const stream = await zip.open(entry, { role: 'settings', text: true });
    opened.push(stream);
    return stream;
  };
  try {
    const rels = await part('xl/_rels/workbook.xml.rels');
    if (rels) await parser._parseRels(rels);
    const book = await part('xl/workbook.xml');
    if (book) await parser._parseWorkbook(book);
    const stringsEntry = zip.find(SHARED_STRINGS_PART);
    if (stringsEntry) {
      const strings = await zip.open(stringsEntry, { role: 'sharedStrings', text: true });
      opened.push(strings);
      for await (const _ of parser._parseSharedStrings(strings));
    }
    const styles = await part('xl/styles.xml');
    if (styles) await parser._parseStyles(styles);
    const sheetEntry = firstSheetOf(zip, parser);
    if (!sheetEntry) return;
    const sheet = await zip.open(sheetEntry, {
      role: 'sheet',
      text: true,
      onPacked: (bytes) => onProgress(bytes / Math.max(1, sheetEntry.packedBytes)),
    });
    opened.push(sheet);
    const sheetNumber = /(\d+)\.xml$/.exec(sheetEntry.name)?.[1] ?? '1';
    for (const { value: rows } of parser._parseWorksheet(sheet, sheetNumber)) {
      for await (const row of rows) yield toSheetRow(row);
    }
  } finally {
    for (const stream of opened) stream.destroy();
  }
}
