import { type Language, LINE_NAME_MAX_LENGTH } from '@plotline/contract/rules';
import {
  matchSeedRecordHeader,
  SEED_RECORD_HEADERS,
  SEED_RECORD_READ_ONLY,
  type SeedRecordColumn,
} from '@plotline/contract/seed-files';
import {
  LOCATION_NAME_MAX_LENGTH,
  WAREHOUSE_NAME_MAX_LENGTH,
  WEIGHT_1000_MAX,
  WEIGHT_MAX,
} from '@plotline/contract/warehouse';
import type { SheetValue } from '../../platform/excel/cell-value.ts';
import { type Fail, readText } from '../../platform/excel/parse-cells.ts';
import { ProblemList } from '../../platform/excel/problem-list.ts';
import { readSheetRows, type SheetRow } from '../../platform/excel/read-sheet-rows.ts';
import {
  LOT_TEXT_FIELDS,
  type LotDetails,
  readGrams,
  readLotCode,
  readReserved,
  readSeeds,
  TEXT_MAX,
} from './read-seed-cells.ts';

/** One data row, checked cell by cell. Absent keys: the column is not in the file. */
export type SeedRow = {
  row: number;
  /** The lot the row names by its code; undefined for a new lot. */
  lotId?: number;
  code?: string;
  warehouse?: string;
  location?: string;
  line?: string;
  /** Grams and seeds the lot should hold; undefined: not given (an existing lot keeps its own). */
  weight?: number;
  amount?: number;
  details: Partial<LotDetails>;
};

/** Where the file's columns are (1-based). */
export type SeedLayout = Partial<Record<SeedRecordColumn, number>>;

export type SeedSheet = { layout: SeedLayout; rows: SeedRow[]; problems: ProblemList };

const CHECK_SIGNAL_EVERY = 1000;
const READ_ONLY = new Set<SeedRecordColumn>(SEED_RECORD_READ_ONLY);

/** The header row: columns by name; a column twice, or a location without its warehouse. */
function readLayout(row: SheetRow, language: Language, problems: ProblemList): SeedLayout {
  const layout: SeedLayout = {};
  const texts = new Map<number, string>();
  for (const [column, value] of row.filled()) {
    if (typeof value !== 'string' && typeof value !== 'number') continue;
    const text = String(value);
    texts.set(column, text.trim());
    const key = matchSeedRecordHeader(text);
    if (!key) continue;
    if (layout[key] !== undefined) problems.add(1, column, 'imports.duplicateColumn');
    else layout[key] = column;
  }
  problems.setHeaders(texts);
  // location names are unique in their warehouse only: one needs the other
  if ((layout.warehouse === undefined) !== (layout.location === undefined)) {
    const missing = layout.warehouse === undefined ? 'warehouse' : 'location';
    problems.addMissingColumn(SEED_RECORD_HEADERS[missing][language]);
  }
  return layout;
}

/**
 * Streams a seed-record file: row 1 gives the layout (header texts in any of the four
 * languages), each further non-empty row is read and checked; a lot code twice is a problem.
 * What needs the database (codes, locations, lines, bookings) is checked by the writer.
 * Problems are collected, never thrown.
 * @throws when the file is not a readable workbook, or the signal's reason when aborted
 */
export async function readSeedSheet(
  path: string,
  language: Language,
  onProgress?: (share: number) => void,
  signal?: AbortSignal,
): Promise<SeedSheet> {
  const problems = new ProblemList();
  const rows: SeedRow[] = [];
  let layout: SeedLayout | undefined;
  const firstRowOf = new Map<number, number>();
  for await (const row of readSheetRows(path, onProgress)) {
    signal?.throwIfAborted();
    if (!layout) {
      if (row.number !== 1) break;
      layout = readLayout(row, language, problems);
      if (!problems.isEmpty) break;
      continue;
    }
    if (row.number % CHECK_SIGNAL_EVERY === 0) signal?.throwIfAborted();
    const parsed = readSeedRow(row, { layout, language, problems, firstRowOf });
    if (parsed) rows.push(parsed);
  }
  if (!layout) problems.add(1, null, 'imports.noHeader');
  else if (problems.isEmpty && rows.length === 0) problems.add(null, null, 'imports.noRows');
  return { layout: layout ?? {}, rows, problems };
}

/** A present column's cell of the row being read, with the reporter of its problems. */
type CellOf = (key: SeedRecordColumn) => { value: SheetValue; fail: Fail } | undefined;

/** The descriptive fields of the columns present (an empty cell clears the field). */
function readDetails(cell: CellOf): Partial<LotDetails> {
  const details: Partial<LotDetails> = {};
  for (const field of LOT_TEXT_FIELDS) {
    const at = cell(field);
    const text = at && readText(at.value, at.fail, TEXT_MAX[field]);
    if (text !== undefined) details[field] = text ?? '';
  }
  for (const [field, max] of [
    ['weight_1000', WEIGHT_1000_MAX],
    ['sowing_tolerance', WEIGHT_MAX],
  ] as const) {
    const at = cell(field);
    const grams = at && readGrams(at.value, at.fail, max);
    if (grams !== undefined) details[field] = grams;
  }
  const at = cell('reserved');
  const flag = at && readReserved(at.value, at.fail);
  if (flag !== undefined) details.reserved = flag;
  return details;
}

/** The lot a row names (null: a new lot); a code seen in an earlier row is a problem. */
function readCode(
  row: SheetRow,
  column: number | undefined,
  failAt: (column: number) => Fail,
  firstRowOf: Map<number, number>,
) {
  const code = readLotCode(row, column, failAt);
  if (!code || column === undefined) return code;
  const first = firstRowOf.get(code.id);
  if (first === undefined) firstRowOf.set(code.id, row.number);
  else failAt(column)('seedFiles.duplicateCode', { code: code.text, row: first });
  return code;
}

/** Reads one row; undefined when empty or with a problem (then reported). */
function readSeedRow(
  row: SheetRow,
  file: {
    layout: SeedLayout;
    language: Language;
    problems: ProblemList;
    /** The row each lot code was first seen in. */
    firstRowOf: Map<number, number>;
  },
): SeedRow | undefined {
  const { layout, problems } = file;
  const columns = (Object.entries(layout) as [SeedRecordColumn, number][])
    .filter(([key]) => !READ_ONLY.has(key))
    .map(([, column]) => column);
  if (columns.every((column) => row.get(column) === null)) return undefined;
  let failed = false;
  const failAt =
    (column: number): Fail =>
    (key, params) => {
      failed = true;
      problems.add(row.number, column, key, params);
      return undefined;
    };
  const cell: CellOf = (key) => {
    const column = layout[key];
    return column === undefined ? undefined : { value: row.get(column), fail: failAt(column) };
  };
  const code = readCode(row, layout.code, failAt, file.firstRowOf);
  /** A name cell: required when its column is there; a new lot needs the column too. */
  const name = (key: 'warehouse' | 'location' | 'line', max: number) => {
    const at = cell(key);
    if (!at && code === null) {
      failed = true;
      const column = SEED_RECORD_HEADERS[key][file.language];
      problems.add(row.number, null, 'seedFiles.newLotNeeds', { column });
    }
    const text = at && readText(at.value, at.fail, max);
    return text === null ? at?.fail('errors.required') : text;
  };
  const warehouse = name('warehouse', WAREHOUSE_NAME_MAX_LENGTH);
  const location = name('location', LOCATION_NAME_MAX_LENGTH);
  const line = name('line', LINE_NAME_MAX_LENGTH);
  const weightCell = cell('weight');
  const weight = weightCell && readGrams(weightCell.value, weightCell.fail, WEIGHT_MAX);
  const amountCell = cell('amount');
  const amount = amountCell && readSeeds(amountCell.value, amountCell.fail);
  const details = readDetails(cell);
  if (failed || code === undefined) return undefined;
  const parsed: SeedRow = { row: row.number, details };
  if (code) Object.assign(parsed, { lotId: code.id, code: code.text });
  if (warehouse !== undefined && location !== undefined) {
    Object.assign(parsed, { warehouse, location });
  }
  if (line !== undefined) parsed.line = line;
  if (weight !== undefined && weight !== null) parsed.weight = weight;
  if (amount !== undefined && amount !== null) parsed.amount = amount;
  return parsed;
}
