import { formatNumber, INPUT_MAX_LENGTH } from '@plotline/contract/rules';
import { isSheetError, NO_CACHED_RESULT, type SheetValue } from './cell-value.ts';
import { isoDateOf, isoDateOfSerial, parseDateText } from './excel-dates.ts';

/** Reports a cell's problem (a catalogue key and its parameters); always gives undefined. */
export type Fail = (key: string, params?: Record<string, string | number>) => undefined;

/**
 * Cell readers of every spreadsheet upload (nursery files, field maps; later weather, seed and
 * variety files). Each gives the value, null for an empty cell, or undefined after reporting
 * the problem through `fail` (catalogue keys `imports.*` and `errors.*`, shared by the
 * importers).
 */

/** Reports an Excel error value (`#N/A`…) or a formula saved without its result. */
function failOnError(value: SheetValue, fail: Fail): boolean {
  if (!isSheetError(value)) return false;
  if (value.error === NO_CACHED_RESULT) fail('imports.formulaWithoutValue');
  else fail('imports.cellError', { error: value.error });
  return true;
}

/** Any cell as text: numbers in their shortest form, dates as YYYY-MM-DD. */
export function readText(value: SheetValue, fail: Fail, max = INPUT_MAX_LENGTH) {
  if (value === null) return null;
  if (failOnError(value, fail)) return undefined;
  let text: string;
  if (value instanceof Date) text = isoDateOf(value) ?? '';
  else if (typeof value === 'number') text = formatNumber(value);
  else text = String(value);
  if (text.length > max) return fail('errors.maxLength', { n: max });
  return text;
}

/** A whole number in min..max, from a number cell or its text. */
export function readInteger(value: SheetValue, fail: Fail, min: number, max: number) {
  if (value === null) return null;
  if (failOnError(value, fail)) return undefined;
  const number =
    typeof value === 'number'
      ? value
      : typeof value === 'string' && /^[-+]?\d+([.,]0*)?$/.test(value)
        ? Number.parseInt(value, 10)
        : Number.NaN;
  if (!Number.isInteger(number)) return fail('errors.integer');
  if (number < min) return fail('errors.minValue', { n: min });
  if (number > max) return fail('errors.maxValue', { n: max });
  return number;
}

/**
 * A cell that may be a number or text (a phenotype value, a measurement with a remark): a
 * number cell stays a number, anything else is read as text (the caller interprets it).
 */
export function readNumberOrText(
  value: SheetValue,
  fail: Fail,
): number | string | null | undefined {
  if (typeof value === 'number') return value;
  return readText(value, fail);
}

/** A stage date: a date cell, an Excel date serial, or `YYYY-MM-DD` / `DD.MM.YYYY` text. */
export function readDate(value: SheetValue, fail: Fail) {
  if (value === null) return null;
  if (failOnError(value, fail)) return undefined;
  let date: string | null = null;
  if (value instanceof Date) date = isoDateOf(value);
  else if (typeof value === 'number') date = isoDateOfSerial(value);
  else if (typeof value === 'string') date = parseDateText(value);
  return date ?? fail('imports.date');
}
