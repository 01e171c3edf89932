import { VALUE_DECIMALS, VALUE_MAX } from '@plotline/contract/meteo';
import { CSV_LIMITS, MISSING_VALUE_MARKS } from '@plotline/contract/meteo-files';
import { isValidYear } from '@plotline/contract/rules';
import { isSheetError, type SheetValue } from '../../platform/excel/cell-value.ts';
import { isoDateOf, isoDateOfSerial, parseDateText } from '../../platform/excel/excel-dates.ts';
import type { Fail } from '../../platform/excel/parse-cells.ts';
import type { SheetRow } from '../../platform/excel/read-sheet-rows.ts';
import type { DateColumns } from './weather-columns.ts';

const MISSING = new Set<string>(MISSING_VALUE_MARKS);
/** The missing-value number of NASA POWER and other archives. */
const MISSING_NUMBER = -999;
const NUMBER_TEXT = /^[-+]?(\d+([.,]\d*)?|[.,]\d+)([eE][-+]?\d+)?$/;
const SCALE = 10 ** VALUE_DECIMALS;

/**
 * A weather or soil value cell: a number cell, or a number written with a dot or a decimal
 * comma (`12,5` in a `;` file); an archive's missing mark (empty, `NA`, -999…) is null, a
 * skipped day. Beyond ±VALUE_MAX or not a number: `errors.number`; more than 4 decimals:
 * `meteo.valueDecimals` (the messages of the values API, decision 044).
 */
export function readValue(value: SheetValue, fail: Fail): number | null | undefined {
  if (value === null || value === undefined) return null;
  let number: number;
  if (typeof value === 'number') number = value;
  else if (typeof value === 'string') {
    const text = value.trim().replace(/\s/g, '');
    if (MISSING.has(text.toLowerCase())) return null;
    if (text.length > CSV_LIMITS.cellLength)
      return fail('errors.maxLength', { n: CSV_LIMITS.cellLength });
    if (!NUMBER_TEXT.test(text)) return fail('errors.number');
    number = Number(text.replace(',', '.'));
  } else if (isSheetError(value)) return fail('errors.number');
  else return fail('errors.number');
  if (!Number.isFinite(number) || Math.abs(number) > VALUE_MAX) return fail('errors.number');
  if (number === MISSING_NUMBER) return null;
  if (Math.abs(Math.round(number * SCALE) - number * SCALE) >= 1e-6) {
    return fail('meteo.valueDecimals');
  }
  return number;
}

const pad = (n: number, width = 2) => String(n).padStart(width, '0');

/** `YYYY-MM-DD` of a year, month and day, or null when no such day exists. */
function dayOf(year: number, month: number, day: number): string | null {
  const date = new Date(Date.UTC(year, month - 1, day));
  if (year < 1000 || date.getUTCFullYear() !== year || date.getUTCMonth() !== month - 1) {
    return null;
  }
  return `${pad(year, 4)}-${pad(month)}-${pad(day)}`;
}

/** `YYYYMMDD` (NASA POWER's date) as `YYYY-MM-DD`, or null. */
function compactDate(text: string): string | null {
  const match = /^(\d{4})(\d{2})(\d{2})$/.exec(text);
  return match ? dayOf(Number(match[1]), Number(match[2]), Number(match[3])) : null;
}

/** A date cell: a date, an 8-digit `YYYYMMDD`, an Excel serial, or date text. */
function dateOfCell(value: SheetValue): string | null {
  if (value instanceof Date) return isoDateOf(value);
  if (typeof value === 'number') {
    if (Number.isInteger(value) && value >= 10_000_101) return compactDate(String(value));
    return isoDateOfSerial(value);
  }
  if (typeof value !== 'string') return null;
  const text = value.trim();
  // an ISO date with a time of day (an hourly archive's `2024-05-01T00:00`)
  const withTime = /^(\d{4}-\d{2}-\d{2})[T ]\d{1,2}:\d{2}(:\d{2})?$/.exec(text);
  return parseDateText(withTime?.[1] ?? text) ?? compactDate(text);
}

/** A whole number of a cell (number or digits), or NaN. */
function integerOf(value: SheetValue): number {
  if (typeof value === 'number') return Number.isInteger(value) ? value : Number.NaN;
  if (typeof value === 'string' && /^\d{1,4}$/.test(value.trim())) return Number(value.trim());
  return Number.NaN;
}

/** The day of NASA POWER's year and day of year (1..366), or null. */
function dayOfYear(year: number, doy: number): string | null {
  if (!Number.isInteger(year) || !Number.isInteger(doy) || doy < 1 || doy > 366) return null;
  const date = new Date(Date.UTC(year, 0, doy));
  return date.getUTCFullYear() === year ? isoDateOf(date) : null;
}

/**
 * The day a row is of, by its date columns (decision 044 §Uploads: `YYYY-MM-DD`,
 * `DD.MM.YYYY`, `YYYYMMDD`, a date cell, or year with day of year or month and day), in the
 * years 1900..2100. Null when every date cell is empty; undefined after reporting a problem
 * on the first date column.
 */
export function readDay(
  row: SheetRow,
  dates: DateColumns,
  failAt: (column: number) => Fail,
): string | null | undefined {
  let day: string | null;
  let column: number;
  if ('date' in dates) {
    column = dates.date;
    const value = row.get(column);
    if (value === null) return null;
    day = dateOfCell(value);
  } else {
    column = dates.year;
    const year = row.get(dates.year);
    if (year === null) return null;
    day =
      'dayOfYear' in dates
        ? dayOfYear(integerOf(year), integerOf(row.get(dates.dayOfYear)))
        : dayOf(integerOf(year), integerOf(row.get(dates.month)), integerOf(row.get(dates.day)));
  }
  if (day === null) return failAt(column)('weatherFiles.badDate');
  if (!isValidYear(Number(day.slice(0, 4)))) return failAt(column)('meteo.dateYear');
  return day;
}
