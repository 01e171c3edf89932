import {
  LINE_COLLECTION_HEADERS,
  LINE_PARENTS_HEADERS,
  LINE_REGIONS_SEPARATOR,
  lineHeaderMatcher,
  readVarietyFlag,
} from '@plotline/contract/line-uploads';
import {
  LINE_LONG_TEXT_MAX_LENGTH,
  LINE_RECORD_NAME_MAX_LENGTH,
  LINE_REGIONS_MAX,
  LINE_TEXT_MAX_LENGTH,
} from '@plotline/contract/lines';
import {
  looksLikePurdy,
  type PurdyCross,
  parsePurdy,
  purdyCrosses,
} from '@plotline/contract/purdy';
import {
  hasLetterOrDigit,
  type Language,
  LINE_NAME_MAX_LENGTH,
  normalizeName,
} from '@plotline/contract/rules';
import { isSheetError, type SheetValue } from '../../platform/excel/cell-value.ts';
import { type Fail, readText } from '../../platform/excel/parse-cells.ts';
import { ProblemList } from '../../platform/excel/problem-list.ts';
import { readSheetRows, type SheetRow } from '../../platform/excel/read-sheet-rows.ts';
import { foldLineName } from '../lines/find-or-create-lines.ts';

/** The two line uploads: the line collection file and the pedigree file. */
export type LineFileKind = 'line_collection' | 'line_parents';

/** The record's free texts, as the `lines` columns. */
export const LINE_TEXT_FIELDS = [
  'species',
  'origin',
  'uniformity',
  'heterotic_group',
  'genealogy',
  'owner',
  'comments',
  'herbicides',
  'fungicides',
] as const;
export type LineTextField = (typeof LINE_TEXT_FIELDS)[number];
const LONG_FIELDS = new Set<LineTextField>(['genealogy', 'comments']);

/** A column of either file, by its role in the line record. */
type Role = LineTextField | 'name' | 'is_sort' | 'regions' | 'mother' | 'father';

/** The header set of each file and how its columns map to the record. */
const PROFILES: Record<
  LineFileKind,
  { headers: Record<string, Record<Language, string>>; role: Record<string, Role> }
> = {
  line_collection: {
    headers: LINE_COLLECTION_HEADERS,
    role: Object.fromEntries(
      Object.keys(LINE_COLLECTION_HEADERS).map((key) => [key, key]),
    ) as Record<string, Role>,
  },
  line_parents: {
    headers: LINE_PARENTS_HEADERS,
    role: { line: 'name', mother: 'mother', father: 'father', pedigree: 'genealogy' },
  },
};

/** One data row, checked cell by cell. Absent keys: the column is not in the file. */
export type LineRow = {
  row: number;
  name: string;
  texts: Partial<Record<LineTextField, string>>;
  regions?: string[];
  isSort?: boolean;
  /** A name, null to clear, undefined to leave (no column, and no pedigree naming it). */
  mother?: string | null;
  father?: string | null;
  /** The crosses of a Purdy pedigree, innermost first; the last is the row's own cross. */
  crosses: PurdyCross[];
};

/** Where the file's columns are (1-based), by role. */
export type LineLayout = Partial<Record<Role, number>>;

export type LineSheet = { layout: LineLayout; rows: LineRow[]; problems: ProblemList };

const CHECK_SIGNAL_EVERY = 1000;

/** The header row: columns by role; a missing name column or a column twice is a problem. */
function readLayout(
  row: SheetRow,
  kind: LineFileKind,
  language: Language,
  problems: ProblemList,
): LineLayout {
  const profile = PROFILES[kind];
  const match = lineHeaderMatcher(profile.headers);
  const layout: LineLayout = {};
  const texts = new Map<number, string>();
  for (const [column, value] of row.filled()) {
    if (typeof value !== 'string' && typeof value !== 'number') continue;
    const text = String(value);
    texts.set(column, text.trim());
    const key = match(text);
    if (!key) continue;
    const role = profile.role[key] as Role;
    if (layout[role] !== undefined) problems.add(1, column, 'imports.duplicateColumn');
    else layout[role] = column;
  }
  problems.setHeaders(texts);
  if (layout.name === undefined) {
    const nameKey = kind === 'line_collection' ? 'name' : 'line';
    problems.addMissingColumn(profile.headers[nameKey]?.[language] ?? nameKey);
  }
  return layout;
}

/**
 * Streams a line file: row 1 gives the layout (header texts in any of the four languages),
 * each further non-empty row is read and checked; then checks across rows (a name twice).
 * Problems are collected, never thrown.
 * @throws when the file is not a readable workbook, or the signal's reason when aborted
 */
export async function readLineSheet(
  path: string,
  kind: LineFileKind,
  language: Language,
  onProgress?: (share: number) => void,
  signal?: AbortSignal,
): Promise<LineSheet> {
  const problems = new ProblemList();
  const rows: LineRow[] = [];
  let layout: LineLayout | undefined;
  const firstRowOf = new Map<string, number>();
  for await (const row of readSheetRows(path, onProgress)) {
    signal?.throwIfAborted();
    if (!layout) {
      if (row.number !== 1) break;
      layout = readLayout(row, kind, language, problems);
      if (!problems.isEmpty) break;
      continue;
    }
    if (row.number % CHECK_SIGNAL_EVERY === 0) signal?.throwIfAborted();
    const parsed = readLineRow(row, layout, problems);
    if (!parsed) continue;
    const folded = foldLineName(parsed.name);
    const first = firstRowOf.get(folded);
    if (first !== undefined) {
      problems.add(row.number, layout.name ?? null, 'lineUploads.duplicateName', {
        line: parsed.name,
        row: first,
      });
      continue;
    }
    firstRowOf.set(folded, row.number);
    rows.push(parsed);
  }
  if (!layout) problems.add(1, null, 'imports.noHeader');
  else if (problems.isEmpty && rows.length === 0) problems.add(null, null, 'imports.noRows');
  return { layout: layout ?? {}, rows, problems };
}

/** Reads one row; undefined when empty or with a problem (then reported). */
function readLineRow(row: SheetRow, layout: LineLayout, problems: ProblemList) {
  const columns = Object.values(layout) as number[];
  if (columns.every((column) => row.get(column) === null)) return undefined;
  let failed = false;
  const failAt =
    (column: number): Fail =>
    (key, params) => {
      failed = true;
      problems.add(row.number, column, key, params);
      return undefined;
    };
  const cell = (role: Role, max: number): string | null | undefined => {
    const column = layout[role];
    if (column === undefined) return undefined;
    const text = readText(row.get(column), failAt(column), max);
    return text === undefined ? undefined : text === null ? null : text.trim() || null;
  };
  const nameColumn = layout.name as number;
  // names of lines that exist (made from plots) may be longer than a new one's 100 characters:
  // the write checks new names, so that an export always uploads back
  let name = cell('name', LINE_NAME_MAX_LENGTH);
  if (name === null) name = failAt(nameColumn)('errors.required');
  else if (name && !hasLetterOrDigit(name)) name = failAt(nameColumn)('imports.nameSpecial');
  const texts: LineRow['texts'] = {};
  for (const field of LINE_TEXT_FIELDS) {
    const max = LONG_FIELDS.has(field) ? LINE_LONG_TEXT_MAX_LENGTH : LINE_TEXT_MAX_LENGTH;
    const value = cell(field, max);
    if (value !== undefined || layout[field] !== undefined) texts[field] = value ?? '';
  }
  const regions = readRegions(row, layout, failAt);
  const isSort = readFlag(row, layout, failAt);
  const mother = cell('mother', LINE_NAME_MAX_LENGTH);
  const father = cell('father', LINE_NAME_MAX_LENGTH);
  const crosses = readPedigree(texts.genealogy, layout, failAt);
  if (failed || !name) return undefined;
  const parents = parentsOf(row.number, layout, { mother, father }, crosses.at(-1), failAt);
  if (failed || !parents) return undefined;
  const parsed: LineRow = { row: row.number, name, texts, crosses, ...parents };
  if (regions !== undefined) parsed.regions = regions;
  if (isSort !== undefined) parsed.isSort = isSort;
  return parsed;
}

/** `;`-separated regions, trimmed, blanks and repeats dropped. */
function readRegions(row: SheetRow, layout: LineLayout, failAt: (column: number) => Fail) {
  const column = layout.regions;
  if (column === undefined) return undefined;
  const fail = failAt(column);
  const text = readText(row.get(column), fail, LINE_TEXT_MAX_LENGTH * LINE_REGIONS_MAX);
  if (text === undefined) return undefined;
  const seen = new Set<string>();
  const regions: string[] = [];
  for (const part of (text ?? '').split(LINE_REGIONS_SEPARATOR)) {
    const region = part.trim();
    if (!region || seen.has(normalizeName(region))) continue;
    if (region.length > LINE_TEXT_MAX_LENGTH) {
      fail('errors.maxLength', { n: LINE_TEXT_MAX_LENGTH });
      return undefined;
    }
    seen.add(normalizeName(region));
    regions.push(region);
  }
  if (regions.length > LINE_REGIONS_MAX) {
    fail('lineUploads.tooManyRegions', { n: LINE_REGIONS_MAX });
    return undefined;
  }
  return regions;
}

/** The variety flag: a yes/no word of any language, TRUE/FALSE, 1/0; empty is «no». */
function readFlag(row: SheetRow, layout: LineLayout, failAt: (column: number) => Fail) {
  const column = layout.is_sort;
  if (column === undefined) return undefined;
  const value: SheetValue = row.get(column);
  if (value === null) return false;
  if (typeof value === 'boolean') return value;
  if (isSheetError(value) || value instanceof Date) {
    return failAt(column)('lineUploads.varietyFlag', { value: String(readable(value)) });
  }
  const flag = readVarietyFlag(String(value));
  if (flag === undefined) {
    return failAt(column)('lineUploads.varietyFlag', { value: String(value).trim() });
  }
  return flag;
}

function readable(value: SheetValue): string {
  if (value instanceof Date) return value.toISOString().slice(0, 10);
  if (isSheetError(value)) return value.error;
  return String(value);
}

/** The crosses of a Purdy pedigree; a text without `/` is free text naming no cross. */
function readPedigree(
  text: string | undefined,
  layout: LineLayout,
  failAt: (column: number) => Fail,
): PurdyCross[] {
  const column = layout.genealogy;
  if (!text || column === undefined || !looksLikePurdy(text)) return [];
  const parsed = parsePurdy(text);
  if (!parsed.ok) {
    failAt(column)(parsed.problem.key, parsed.problem.params);
    return [];
  }
  const crosses = purdyCrosses(parsed.node);
  const names = crosses.flatMap((cross) => [cross.mother, cross.father]);
  // the row's own cross takes the row's name: only the inner crosses become lines
  names.push(...crosses.slice(0, -1).map((cross) => cross.name));
  const tooLong = names.find((name) => name.length > LINE_RECORD_NAME_MAX_LENGTH);
  if (tooLong) {
    failAt(column)('lineUploads.nameTooLong', {
      name: tooLong,
      n: LINE_RECORD_NAME_MAX_LENGTH,
    });
    return [];
  }
  return crosses;
}

/**
 * The row's parents: the columns' names, else the pedigree's; a column naming another
 * parent than the pedigree is a problem. An empty mother (father) column clears the parent
 * unless the pedigree names one.
 */
function parentsOf(
  _row: number,
  layout: LineLayout,
  given: { mother: string | null | undefined; father: string | null | undefined },
  own: PurdyCross | undefined,
  failAt: (column: number) => Fail,
): Pick<LineRow, 'mother' | 'father'> | undefined {
  let ok = true;
  const pick = (role: 'mother' | 'father') => {
    const column = layout[role];
    const value = given[role];
    const fromPedigree = own?.[role];
    if (value && fromPedigree && foldLineName(value) !== foldLineName(fromPedigree)) {
      failAt(column as number)(
        role === 'mother' ? 'lineUploads.motherDisagrees' : 'lineUploads.fatherDisagrees',
        { [role]: value, pedigree: fromPedigree },
      );
      ok = false;
      return undefined;
    }
    if (value) return value;
    if (fromPedigree) return fromPedigree;
    return column === undefined ? undefined : null;
  };
  const mother = pick('mother');
  const father = pick('father');
  if (!ok) return undefined;
  const parents: Pick<LineRow, 'mother' | 'father'> = {};
  if (mother !== undefined) parents.mother = mother;
  if (father !== undefined) parents.father = father;
  return parents;
}
