import {
  CHROMOSOME_MAX_LENGTH,
  MUTATION_NAME_MAX_LENGTH,
  POSITION_MAX,
} from '@plotline/contract/genotypes';
import {
  alleleInput,
  flankInput,
  GENE_MAX_LENGTH,
  MARKER_DESCRIPTION_MAX_LENGTH,
  MARKER_FILE_HEADERS,
  MARKER_FILE_ROWS_MAX,
  type MarkerFileColumn,
  matchMarkerFileHeader,
  primerInput,
  REQUIRED_MARKER_COLUMNS,
} from '@plotline/contract/markers';
import type { Language } from '@plotline/contract/rules';
import type { z } from 'zod';
import type { SheetValue } from '../../platform/excel/cell-value.ts';
import { type Fail, readText as readCellText } from '../../platform/excel/parse-cells.ts';
import { ProblemList } from '../../platform/excel/problem-list.ts';
import { CsvLimitError } from '../weather-files/read-csv-rows.ts';
import { openTable } from '../weather-files/read-table-rows.ts';
import { headerTexts } from '../weather-files/weather-columns.ts';

/** Rows looked through for the header row. */
const HEADER_SEARCH_ROWS = 20;
const CHECK_SIGNAL_EVERY = 1000;

/** A row of a catalogue file: its sheet row and the value of each column the file has. */
export type MarkerFileRow = {
  row: number;
  values: Partial<Record<MarkerFileColumn, string | number>>;
};
export type MarkerLayout = Partial<Record<MarkerFileColumn, number>>;

/** The text of a cell ("" when empty), or undefined after its problem (an Excel error). */
function cellText(value: SheetValue, fail: Fail): string | undefined {
  const text = readCellText(value, fail, Number.MAX_SAFE_INTEGER);
  return text === null ? '' : text?.trim();
}

function readPosition(value: SheetValue, fail: Fail): number | undefined {
  const text = cellText(value, fail);
  if (text === undefined) return undefined;
  const number = /^\+?\d+(\.0*)?$/.test(text) ? Number(text) : Number.NaN;
  if (!Number.isInteger(number) || number < 1 || number > POSITION_MAX) {
    fail(text === '' ? 'errors.required' : 'markers.badPosition', { n: POSITION_MAX });
    return undefined;
  }
  return number;
}

function readText(value: SheetValue, max: number, required: boolean, fail: Fail) {
  const text = cellText(value, fail);
  if (text === undefined) return undefined;
  if (required && text === '') return fail('errors.required');
  if (text.length > max) return fail('errors.maxLength', { n: max });
  return text;
}

function readSequence(value: SheetValue, schema: z.ZodType<string>, fail: Fail) {
  const text = cellText(value, fail);
  if (text === undefined) return undefined;
  const parsed = schema.safeParse(text);
  if (parsed.success) return parsed.data;
  const issue = parsed.error.issues[0];
  if (issue?.code === 'too_big') fail('errors.maxLength', { n: Number(issue.maximum) });
  else
    fail(
      issue?.message ?? 'errors.invalid',
      (issue as { params?: Record<string, number> })?.params,
    );
  return undefined;
}

const SEQUENCES = {
  ref_allele: alleleInput(),
  alt_allele: alleleInput(),
  forward_primer: primerInput(),
  reverse_primer: primerInput(),
  flank_left: flankInput(),
  flank_right: flankInput(),
} as const;
const TEXT_MAX: Partial<Record<MarkerFileColumn, number>> = {
  mut_name: MUTATION_NAME_MAX_LENGTH,
  chr: CHROMOSOME_MAX_LENGTH,
  gene: GENE_MAX_LENGTH,
  description: MARKER_DESCRIPTION_MAX_LENGTH,
};

/** Reads one cell of a column, or undefined after recording its problem. */
function readCell(column: MarkerFileColumn, value: SheetValue, fail: Fail) {
  if (column === 'pos') return readPosition(value, fail);
  if (column in SEQUENCES)
    return readSequence(value, SEQUENCES[column as keyof typeof SEQUENCES], fail);
  const required = column === 'mut_name' || column === 'chr';
  return readText(value, TEXT_MAX[column] ?? MARKER_DESCRIPTION_MAX_LENGTH, required, fail);
}

/**
 * Reads a catalogue file (xlsx or CSV, bounded by their readers' limits and
 * MARKER_FILE_ROWS_MAX rows): the header row is the first of the first 20 naming a column of
 * the catalogue in any of the four languages; other columns are ignored. Every cell is
 * checked; a bad one is a problem at its row and column.
 * @throws the signal's reason when aborted
 */
export async function readMarkerFile(
  path: string,
  language: Language,
  signal?: AbortSignal,
): Promise<{ rows: MarkerFileRow[]; layout: MarkerLayout; problems: ProblemList }> {
  const problems = new ProblemList();
  const rows: MarkerFileRow[] = [];
  const layout: MarkerLayout = {};
  let headerRow = 0;
  let dataRows = 0;
  try {
    const table = await openTable(path);
    for await (const row of table.rows) {
      if (headerRow === 0) {
        if (row.number > HEADER_SEARCH_ROWS) break;
        const texts = headerTexts(row);
        const known = [...texts].filter(([, text]) => matchMarkerFileHeader(text));
        if (known.length === 0) continue;
        problems.setHeaders(texts);
        table.lockHeader();
        headerRow = row.number;
        for (const [column, text] of known) {
          const key = matchMarkerFileHeader(text) as MarkerFileColumn;
          if (layout[key] === undefined) layout[key] = column;
          else problems.add(row.number, column, 'imports.duplicateColumn');
        }
        for (const key of REQUIRED_MARKER_COLUMNS) {
          if (layout[key] === undefined) {
            problems.add(row.number, null, 'imports.missingColumn', {
              column: MARKER_FILE_HEADERS[key][language],
            });
          }
        }
        continue;
      }
      if (row.filled().length === 0) continue;
      dataRows++;
      if (dataRows > MARKER_FILE_ROWS_MAX) {
        problems.add(null, null, 'weatherFiles.tooManyRows', { n: MARKER_FILE_ROWS_MAX });
        break;
      }
      if (dataRows % CHECK_SIGNAL_EVERY === 0) signal?.throwIfAborted();
      const values: MarkerFileRow['values'] = {};
      let failed = false;
      for (const [key, column] of Object.entries(layout) as [MarkerFileColumn, number][]) {
        const value = readCell(key, row.get(column), (message, params) => {
          failed = true;
          problems.add(row.number, column, message, params);
          return undefined;
        });
        if (value !== undefined) values[key] = value;
      }
      if (!failed) rows.push({ row: row.number, values });
    }
  } catch (error) {
    signal?.throwIfAborted();
    if (error instanceof CsvLimitError) problems.add(null, null, error.key, error.params);
    else problems.addReadFailure(error);
    return { rows, layout, problems };
  }
  if (headerRow === 0) {
    problems.add(null, null, 'imports.missingColumn', {
      column: MARKER_FILE_HEADERS.mut_name[language],
    });
  } else if (dataRows === 0) {
    problems.add(null, null, 'imports.noRows');
  }
  return { rows, layout, problems };
}
