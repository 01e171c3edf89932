import {
  FIELD_NAME_MAX_LENGTH,
  hasLetterOrDigit,
  INPUT_MAX_LENGTH,
  LINE_NAME_MAX_LENGTH,
  PLOT_LABEL_MAX_LENGTH,
  PLOT_LABEL_PATTERN,
  PLOT_NAME_MAX_LENGTH,
  REPETITIONS_MAX,
  REPETITIONS_MIN,
  YEAR_MAX,
  YEAR_MIN,
} from '@plotline/contract/rules';
import { columnLetter } from '../../platform/excel/cell-value.ts';
import {
  type Fail,
  readDate,
  readInteger,
  readNumberOrText,
  readText,
} from '../../platform/excel/parse-cells.ts';
import { ProblemList } from '../../platform/excel/problem-list.ts';
import { readSheetRows, type SheetRow } from '../../platform/excel/read-sheet-rows.ts';
import type { NurseryColumn } from './nursery-headers.ts';
import {
  type NurseryLayout,
  type NurseryProfile,
  readNurseryLayout,
} from './read-nursery-layout.ts';

/** One data row of a nursery sheet, checked cell by cell. */
export type NurseryRow = {
  /** Sheet row number. */
  row: number;
  field: string;
  region: string;
  year: number;
  /** Plot base name; the stored plot name is `<plot>/<repetition>`. */
  plot: string;
  repetition: number;
  line: string;
  /** Optional columns: null when the column is missing or the cell empty (left unchanged). */
  label: string | null;
  mother: string | null;
  father: string | null;
  comment: string | null;
  /** Phenotype values by `layout.phenotypes` index. */
  values: (number | string | null)[];
  /** Stage dates (YYYY-MM-DD) by `layout.stages` index. */
  dates: (string | null)[];
};

/** Rows read between two looks at the cancel signal. */
const CHECK_SIGNAL_EVERY = 1000;

/** A read sheet: its layout, the rows without problems, and every problem found. */
export type NurserySheet = { layout: NurseryLayout; rows: NurseryRow[]; problems: ProblemList };

/**
 * Streams a nursery sheet: row 1 gives the layout, every further non-empty row is read and
 * checked cell by cell. Problems are collected, never thrown; with header problems the rows
 * are not read. Empty rows (and trailing styled ones) are skipped. `signal` is checked at
 * every row: a cancelled job stops reading there (the reader is closed on the way out).
 * @throws when the file is not a readable workbook, or the signal's reason when aborted
 */
export async function readNurserySheet(
  path: string,
  profile: NurseryProfile,
  onProgress?: (share: number) => void,
  signal?: AbortSignal,
): Promise<NurserySheet> {
  const problems = new ProblemList();
  const rows: NurseryRow[] = [];
  let layout: NurseryLayout | undefined;
  for await (const row of readSheetRows(path, onProgress)) {
    signal?.throwIfAborted();
    if (!layout) {
      if (row.number !== 1) break;
      layout = readNurseryLayout(row, profile, problems);
      if (!problems.isEmpty) break;
      continue;
    }
    if (row.number % CHECK_SIGNAL_EVERY === 0) signal?.throwIfAborted();
    const parsed = readNurseryRow(row, layout, problems);
    if (parsed) rows.push(parsed);
  }
  if (!layout) problems.add(1, null, 'imports.noHeader');
  else if (problems.isEmpty && rows.length === 0) problems.add(null, null, 'imports.noRows');
  return {
    layout: layout ?? { columns: {}, phenotypes: [], stages: [], read: [] },
    rows,
    problems,
  };
}

/**
 * Readers of one row's cells that report problems at their row and column; `failed` tells
 * whether any was reported.
 */
function cellReader(row: SheetRow, layout: NurseryLayout, problems: ProblemList) {
  let failed = false;
  const failAt =
    (column: number): Fail =>
    (key, params) => {
      failed = true;
      problems.add(row.number, column, key, params);
      return undefined;
    };
  const text = (name: NurseryColumn, max: number, required = false) => {
    const column = layout.columns[name];
    if (column === undefined) return null;
    const value = readText(row.get(column), failAt(column), max);
    return value === null && required ? failAt(column)('errors.required') : value;
  };
  /** A required name that must hold a letter or a digit (plot and line names). */
  const named = (name: NurseryColumn, max: number) => {
    const value = text(name, max, true);
    const column = layout.columns[name];
    if (value && column && !hasLetterOrDigit(value)) return failAt(column)('imports.nameSpecial');
    return value;
  };
  return { failAt, text, named, failed: () => failed };
}

/** Reads one row; undefined when it is empty or has a problem (then reported). */
function readNurseryRow(row: SheetRow, layout: NurseryLayout, problems: ProblemList) {
  if (layout.read.every((column) => row.get(column) === null)) return undefined;
  const { failAt, text, named, failed } = cellReader(row, layout, problems);
  const field = text('field', FIELD_NAME_MAX_LENGTH, true);
  const region = text('region', FIELD_NAME_MAX_LENGTH, true);
  const year = readYear(row, layout, failAt);
  const plot = named('plot', PLOT_NAME_MAX_LENGTH);
  const line = named('line', LINE_NAME_MAX_LENGTH);
  const repetition = readRepetition(row, layout, failAt);
  const label = readLabel(text('label', PLOT_LABEL_MAX_LENGTH), layout, failAt);
  const mother = text('mother', LINE_NAME_MAX_LENGTH);
  const father = text('father', LINE_NAME_MAX_LENGTH);
  const comment = text('comment', INPUT_MAX_LENGTH);
  const values = readValues(row, layout, failAt);
  const dates = layout.stages.map(({ column }) => readDate(row.get(column), failAt(column)));
  if (failed() || !field || !region || !year || !plot || !line || !repetition) return undefined;
  return {
    row: row.number,
    field,
    region,
    year,
    plot,
    repetition,
    line,
    label: label ?? null,
    mother: mother ?? null,
    father: father ?? null,
    comment: comment ?? null,
    values,
    dates: dates.map((date) => date ?? null),
  } satisfies NurseryRow;
}

function readYear(row: SheetRow, layout: NurseryLayout, failAt: (column: number) => Fail) {
  const column = layout.columns.year;
  if (column === undefined) return undefined;
  const year = readInteger(row.get(column), failAt(column), YEAR_MIN, YEAR_MAX);
  return year === null ? failAt(column)('errors.required') : year;
}

function readRepetition(row: SheetRow, layout: NurseryLayout, failAt: (column: number) => Fail) {
  const column = layout.columns.repetition;
  if (column === undefined) return 1;
  const repetition = readInteger(row.get(column), failAt(column), REPETITIONS_MIN, REPETITIONS_MAX);
  return repetition === null ? 1 : repetition;
}

function readLabel(
  label: string | null | undefined,
  layout: NurseryLayout,
  failAt: (column: number) => Fail,
) {
  const column = layout.columns.label;
  if (!label || column === undefined || PLOT_LABEL_PATTERN.test(label)) return label;
  return failAt(column)('imports.labelPattern');
}

/** Phenotype values; a feature given in two columns (two units) may have one value a row. */
function readValues(row: SheetRow, layout: NurseryLayout, failAt: (column: number) => Fail) {
  const filled = new Map<string, number>();
  return layout.phenotypes.map(({ column, feature }) => {
    const value = readNumberOrText(row.get(column), failAt(column));
    if (value === null || value === undefined) return null;
    const other = filled.get(feature);
    if (other !== undefined) {
      return failAt(column)('imports.twoValues', { feature, column: columnLetter(other) }) ?? null;
    }
    filled.set(feature, column);
    return value;
  });
}
