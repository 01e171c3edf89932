import { FIELD_MAP_FILE_FIRST_GRID_ROW } from '@plotline/contract/field-maps-file';
import {
  FIELD_NAME_MAX_LENGTH,
  FIELD_WIDTH_MAX,
  FIELD_WIDTH_MIN,
  PLOT_NAME_MAX_LENGTH,
  YEAR_MAX,
  YEAR_MIN,
} from '@plotline/contract/rules';
import { type Fail, readInteger, readText } from '../../platform/excel/parse-cells.ts';
import { ProblemList } from '../../platform/excel/problem-list.ts';
import { readSheetRows, type SheetRow } from '../../platform/excel/read-sheet-rows.ts';
import {
  MAP_FILE_HEADERS,
  MAP_FILE_REQUIRED,
  type MapFileColumn,
  matchMapHeader,
} from './map-file-layout.ts';

/** A filled place of the file's grid: sheet row (from 3), 1-based column and its text. */
export type MapFileCell = { row: number; column: number; text: string };

/** The nursery and year named by rows 1 and 2. */
export type MapFileSeason = { field: string; region: string; year: number };

/** A read map file: what it names, its filled places, and every problem found so far. */
export type MapFile = {
  /** Undefined when row 1 or 2 has a problem. */
  season?: MapFileSeason;
  /** Where the nursery's headers are (1-based columns), to place problems about them. */
  columns: Partial<Record<MapFileColumn, number>>;
  /** `Ширина карты` when given: the map is at least this wide. */
  minWidth: number | null;
  cells: MapFileCell[];
  problems: ProblemList;
};

/**
 * Streams a field-map file (decision 019): row 1 the headers, row 2 their values, rows from 3
 * the grid. Cells are checked for what a cell alone can tell (Excel errors, names over 255
 * characters, places beyond column 150); whether they name plots is checked against the
 * season later. Problems are collected, never thrown.
 * @param onProgress share of the file read (0..1)
 * @param signal checked at every row: a cancelled job stops reading there
 * @throws when the file is not a readable workbook (the caller reports it), or the signal's
 *   reason when aborted
 */
export async function readMapFile(
  path: string,
  onProgress?: (share: number) => void,
  signal?: AbortSignal,
): Promise<MapFile> {
  const file: MapFile = { columns: {}, minWidth: null, cells: [], problems: new ProblemList() };
  let first: number | undefined;
  let valuesRead = false;
  for await (const row of readSheetRows(path, onProgress)) {
    signal?.throwIfAborted();
    first ??= row.number;
    if (first !== 1) break;
    if (row.number === 1) {
      readHeaders(row, file);
      continue;
    }
    // row 2 holds the values; a file without it is read as if row 2 were empty
    if (!valuesRead) readValues(row.number === 2 ? row : undefined, file);
    valuesRead = true;
    if (row.number >= FIELD_MAP_FILE_FIRST_GRID_ROW) readGridRow(row, file);
  }
  if (first === undefined) file.problems.add(null, null, 'fieldMaps.fileEmpty');
  else if (first !== 1) file.problems.add(1, null, 'imports.noHeader');
  else {
    if (!valuesRead) readValues(undefined, file);
    if (file.cells.length === 0 && file.problems.isEmpty) {
      file.problems.add(null, null, 'fieldMaps.fileNoPlots', {
        row: FIELD_MAP_FILE_FIRST_GRID_ROW,
      });
    }
  }
  return file;
}

/** Finds the headers of row 1 by their text, in any order; reports duplicates and missing. */
function readHeaders(header: SheetRow, file: MapFile): void {
  for (const [column, value] of header.filled()) {
    if (typeof value !== 'string') continue;
    const role = matchMapHeader(value);
    if (!role) continue;
    if (file.columns[role] !== undefined) file.problems.add(1, column, 'imports.duplicateColumn');
    else file.columns[role] = column;
  }
  for (const role of MAP_FILE_REQUIRED) {
    if (file.columns[role] === undefined) file.problems.addMissingColumn(MAP_FILE_HEADERS[role]);
  }
}

/** Reads row 2 under the headers: the nursery, region, year and the optional width. */
function readValues(row: SheetRow | undefined, file: MapFile): void {
  const { columns, problems } = file;
  let failed = false;
  const at =
    (column: number): Fail =>
    (key, params) => {
      failed = true;
      problems.add(2, column, key, params);
      return undefined;
    };
  const cell = (column: number) => (row ? row.get(column) : null);
  const required = <T>(column: number | undefined, read: (c: number) => T | null | undefined) => {
    if (column === undefined) return undefined;
    const value = read(column);
    return value === null ? at(column)('errors.required') : value;
  };
  const text = (c: number) => readText(cell(c), at(c), FIELD_NAME_MAX_LENGTH);
  const field = required(columns.field, text);
  const region = required(columns.region, text);
  const year = required(columns.year, (c) => readInteger(cell(c), at(c), YEAR_MIN, YEAR_MAX));
  if (columns.width !== undefined) {
    const c = columns.width;
    file.minWidth = readInteger(cell(c), at(c), FIELD_WIDTH_MIN, FIELD_WIDTH_MAX) ?? null;
  }
  if (!failed && field && region && year !== undefined) file.season = { field, region, year };
}

/**
 * Reads one grid row: every filled place up to column 150 (a longer row is one problem, at
 * its first place beyond), as text; numbers give their shortest form, dates YYYY-MM-DD (and
 * then fail the pattern).
 */
function readGridRow(row: SheetRow, file: MapFile): void {
  let tooWide = false;
  for (const [column, value] of row.filled()) {
    if (column > FIELD_WIDTH_MAX) {
      if (!tooWide) {
        file.problems.add(row.number, column, 'fieldMaps.fileTooWide', { max: FIELD_WIDTH_MAX });
      }
      tooWide = true;
      continue;
    }
    const fail: Fail = (key, params) => {
      file.problems.add(row.number, column, key, params);
      return undefined;
    };
    const text = readText(value, fail, Number.POSITIVE_INFINITY);
    if (!text) continue;
    if (text.length > PLOT_NAME_MAX_LENGTH) {
      fail('fieldMaps.fileNameTooLong', { n: PLOT_NAME_MAX_LENGTH });
    } else file.cells.push({ row: row.number, column, text });
  }
}
