import { open } from 'node:fs/promises';
import { readSheetRows, type SheetRow } from '../../platform/excel/read-sheet-rows.ts';
import { type Delimiter, detectDelimiter, readCsvRows } from './read-csv-rows.ts';

/** The first bytes of every zip archive, so of every .xlsx. */
const ZIP_SIGNATURE = Buffer.from([0x50, 0x4b, 0x03, 0x04]);
/** Bytes looked at to tell a text file from a binary one. */
const SNIFF_BYTES = 4096;

export type TableKind = 'xlsx' | 'csv' | 'binary';

/**
 * What a weather or soil file is, by its first bytes: an .xlsx (a zip archive), a CSV text,
 * or neither (a NUL byte in the first 4 KB: a binary file such as an old .xls).
 */
export function tableKindOf(head: Buffer): TableKind {
  if (head.subarray(0, ZIP_SIGNATURE.length).equals(ZIP_SIGNATURE)) return 'xlsx';
  return head.subarray(0, SNIFF_BYTES).includes(0) ? 'binary' : 'csv';
}

/** Reads the first bytes of a file on disk. */
export async function readHead(path: string): Promise<Buffer> {
  const file = await open(path, 'r');
  try {
    const buffer = Buffer.alloc(SNIFF_BYTES);
    const { bytesRead } = await file.read(buffer, 0, SNIFF_BYTES, 0);
    return buffer.subarray(0, bytesRead);
  } finally {
    await file.close();
  }
}

/**
 * The rows of a weather or soil file, xlsx (the first sheet, bounded by WORKBOOK_LIMITS) or
 * CSV (bounded by CSV_LIMITS), as sheet rows. `lockHeader()` is called once the header row is
 * found: a CSV keeps that line's delimiter for every later line (lines before it, archive
 * metadata, are split by their own).
 * @throws WorkbookLimitError, CsvLimitError over a limit; any other error when unreadable
 */
export async function openTable(path: string): Promise<{
  kind: TableKind;
  rows: AsyncGenerator<SheetRow>;
  lockHeader: () => void;
}> {
  const kind = tableKindOf(await readHead(path));
  if (kind === 'binary') throw new Error('not a table');
  if (kind === 'xlsx') return { kind, rows: readSheetRows(path), lockHeader: () => {} };
  let last: Delimiter = ',';
  let locked: Delimiter | undefined;
  const rows = readCsvRows(path, (line) => {
    last = locked ?? detectDelimiter(line);
    return last;
  });
  return {
    kind,
    rows,
    lockHeader: () => {
      locked = last;
    },
  };
}
