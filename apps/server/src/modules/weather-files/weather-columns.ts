import type { MeteoParamKind } from '@plotline/contract/meteo';
import {
  archiveKindOf,
  type FileMapping,
  headerForms,
  WEATHER_DATE_HEADERS,
  WEATHER_IGNORED_HEADERS,
} from '@plotline/contract/meteo-files';
import { LANGUAGES, normalizeName } from '@plotline/contract/rules';
import { columnLetter, type SheetValue } from '../../platform/excel/cell-value.ts';
import type { ProblemList } from '../../platform/excel/problem-list.ts';
import type { SheetRow } from '../../platform/excel/read-sheet-rows.ts';
import { translate } from '../../platform/i18n/translate.ts';

const STANDARD_KINDS = ['t_min', 't_mean', 't_max', 'precipitation', 'humidity', 'wind'] as const;

/**
 * The standard parameters' names in the four languages (folded) and their kinds: a sector set
 * up in English still reads a Russian station's «Минимальная температура» as its `t_min`.
 */
const STANDARD_NAMES = new Map<string, MeteoParamKind>(
  STANDARD_KINDS.flatMap((kind) =>
    LANGUAGES.map((language) => [normalizeName(translate(`meteo.param.${kind}`, language)), kind]),
  ),
);

/** The kind a header names: a standard parameter's name in any language, else an archive's. */
function kindOfHeader(forms: readonly string[], text: string): MeteoParamKind | undefined {
  for (const form of forms) {
    const kind = STANDARD_NAMES.get(form);
    if (kind) return kind;
  }
  return archiveKindOf(text);
}

/** A parameter a column may hold: a weather parameter of the sector, or a soil parameter of the year. */
export type FileParam = { id: number; name: string; kind: MeteoParamKind | string };

/** Where a file's dates are: one date column, or NASA POWER's year with day of year or month and day. */
export type DateColumns =
  | { date: number }
  | { year: number; dayOfYear: number }
  | { year: number; month: number; day: number };

/** A column of values and the parameter it holds. */
export type ValueColumn = { column: number; param: FileParam };

/** The header texts of a row by column (cells that are text or numbers). */
export function headerTexts(row: SheetRow): Map<number, string> {
  const texts = new Map<number, string>();
  for (const [column, value] of row.filled()) {
    if (typeof value === 'string' || typeof value === 'number') {
      texts.set(column, String(value).trim());
    }
  }
  return texts;
}

type DateRole = keyof typeof WEATHER_DATE_HEADERS;

function dateRoleOf(text: string): DateRole | undefined {
  const folded = headerForms(text);
  for (const role of Object.keys(WEATHER_DATE_HEADERS) as DateRole[]) {
    const names: readonly string[] = WEATHER_DATE_HEADERS[role];
    if (folded.some((form) => names.includes(form))) return role;
  }
  return undefined;
}

/**
 * The date columns of a header row, if it is one: a date column, else year with day of year,
 * else year, month and day (the first of each role).
 */
export function findDateColumns(texts: ReadonlyMap<number, string>): DateColumns | undefined {
  const at: Partial<Record<DateRole, number>> = {};
  for (const [column, text] of texts) {
    const role = dateRoleOf(text);
    if (role && at[role] === undefined) at[role] = column;
  }
  if (at.date !== undefined) return { date: at.date };
  if (at.year !== undefined && at.dayOfYear !== undefined) {
    return { year: at.year, dayOfYear: at.dayOfYear };
  }
  if (at.year !== undefined && at.month !== undefined && at.day !== undefined) {
    return { year: at.year, month: at.month, day: at.day };
  }
  return undefined;
}

/** The columns a DateColumns reads. */
export function dateColumnsOf(dates: DateColumns): number[] {
  return Object.values(dates);
}

/** The problem of a column no parameter was found for (the client offers to map it). */
export type UnmappedProblem = { key: string; params?: Record<string, string | number> };

/**
 * Reads the value columns of a header row (decision 044 §Uploads): `mapping` first (the
 * header exactly as the file has it, trimmed; null skips the column), then a parameter's
 * name (any case, ё = е, a unit in parentheses or after a comma ignored), then — when
 * `byArchive` — a standard parameter's name in any of the four languages or a weather
 * archive's variable name, read as the sector's parameter of its kind. A header found nowhere, or a second column for one parameter, is a problem with
 * `code: 'unmapped_column'`; a mapping naming a parameter not offered is a problem too.
 */
export function readValueColumns(
  texts: ReadonlyMap<number, string>,
  file: {
    params: readonly FileParam[];
    mapping?: FileMapping;
    /** Columns of fixed roles (dates, nursery, plot): not values. */
    skip: ReadonlySet<number>;
    byArchive: boolean;
    /** The header row's number (a CSV may open with archive metadata lines). */
    headerRow: number;
    unmapped: (column: string) => UnmappedProblem;
    problems: ProblemList;
  },
): ValueColumn[] {
  const { params, problems } = file;
  const byId = new Map(params.map((param) => [param.id, param]));
  const byName = new Map(params.map((param) => [normalizeName(param.name), param]));
  const byKind = new Map(params.filter((p) => p.kind !== 'other').map((p) => [p.kind, p]));
  const mapping = new Map(
    Object.entries(file.mapping ?? {}).map(([header, id]) => [header.trim(), id]),
  );
  const taken = new Map<number, number>();
  const columns: ValueColumn[] = [];
  const ignored: readonly string[] = WEATHER_IGNORED_HEADERS;
  for (const [column, text] of [...texts].sort(([a], [b]) => a - b)) {
    if (file.skip.has(column) || text === '') continue;
    let param: FileParam | undefined;
    if (mapping.has(text)) {
      const id = mapping.get(text);
      if (id === null || id === undefined) continue;
      param = byId.get(id);
      if (!param) {
        problems.add(file.headerRow, column, 'weatherFiles.mappingUnknownParam', { column: text });
        continue;
      }
    } else {
      const forms = headerForms(text);
      param = forms.map((form) => byName.get(form)).find(Boolean);
      if (!param && file.byArchive) {
        if (forms.some((form) => ignored.includes(form))) continue;
        const kind = kindOfHeader(forms, text);
        param = kind ? byKind.get(kind) : undefined;
      }
    }
    if (!param) {
      const problem = file.unmapped(text);
      problems.add(file.headerRow, column, problem.key, problem.params, 'unmapped_column');
      continue;
    }
    const other = taken.get(param.id);
    if (other !== undefined) {
      problems.add(
        file.headerRow,
        column,
        'weatherFiles.paramTwice',
        { column: text, name: param.name, other: columnLetter(other) },
        'unmapped_column',
      );
      continue;
    }
    taken.set(param.id, column);
    columns.push({ column, param });
  }
  return columns;
}

/** A cell's text for matching names: numbers in their plain form, anything else as text. */
export function cellText(value: SheetValue): string {
  if (value === null) return '';
  if (typeof value === 'string') return value.trim();
  if (typeof value === 'number') return String(value);
  return '';
}
