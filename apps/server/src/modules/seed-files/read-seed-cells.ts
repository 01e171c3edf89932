import { INT4_MAX } from '@plotline/contract/rules';
import { readReservedFlag } from '@plotline/contract/seed-files';
import { AMOUNT_MAX, LOT_TEXT_MAX_LENGTH } from '@plotline/contract/warehouse';
import { isSheetError, type SheetValue } from '../../platform/excel/cell-value.ts';
import { type Fail, readInteger, readText } from '../../platform/excel/parse-cells.ts';
import type { SheetRow } from '../../platform/excel/read-sheet-rows.ts';

/** The lot's free texts, by their contract names (`LotFields`). */
export const LOT_TEXT_FIELDS = [
  'region',
  'experiment',
  'plant_number',
  'selection_number',
  'address',
  'comment',
] as const;
export type LotTextField = (typeof LOT_TEXT_FIELDS)[number];

/** Longest text of each field (the limits of `LotFields`). */
export const TEXT_MAX: Record<LotTextField, number> = {
  region: LOT_TEXT_MAX_LENGTH,
  experiment: LOT_TEXT_MAX_LENGTH,
  plant_number: LOT_TEXT_MAX_LENGTH,
  selection_number: LOT_TEXT_MAX_LENGTH,
  address: LOT_TEXT_MAX_LENGTH,
  comment: 2000,
};

/** The descriptive fields of a lot a file sets (the contract's `LotFields` but the date). */
export type LotDetails = Record<LotTextField, string> & {
  reserved: boolean;
  weight_1000: number | null;
  sowing_tolerance: number | null;
};

const CODE_PATTERN = /^L(\d{1,10})$/i;
const NUMBER_TEXT = /^[-+]?(\d+(\.\d*)?|\.\d+)$/;

/**
 * The lot a row names: `L` and its id (any number of leading zeros, any case); null for an
 * empty cell or no code column (a new lot), undefined after reporting a code that cannot be one.
 */
export function readLotCode(
  row: SheetRow,
  column: number | undefined,
  failAt: (column: number) => Fail,
): { id: number; text: string } | null | undefined {
  if (column === undefined) return null;
  const text = readText(row.get(column), failAt(column));
  if (text === undefined || text === null) return text;
  const match = CODE_PATTERN.exec(text.trim());
  const id = match ? Number(match[1]) : Number.NaN;
  if (!Number.isInteger(id) || id < 1 || id > INT4_MAX) {
    return failAt(column)('seedFiles.unknownCode', { code: text });
  }
  return { id, text: text.trim() };
}

/**
 * Grams in 0..max with at most 3 decimals, from a number cell or its text (a decimal comma
 * and spaces between digit groups are read); null for an empty cell.
 */
export function readGrams(value: SheetValue, fail: Fail, max: number): number | null | undefined {
  if (value === null) return null;
  if (isSheetError(value)) {
    readText(value, fail);
    return undefined;
  }
  let grams = Number.NaN;
  if (typeof value === 'number') grams = value;
  else if (typeof value === 'string') {
    const text = value.replace(/[\s\u00a0\u202f]/g, '').replace(',', '.');
    if (NUMBER_TEXT.test(text)) grams = Number(text);
  }
  if (!Number.isFinite(grams)) return fail('errors.number');
  if (grams < 0) return fail('errors.minValue', { n: 0 });
  if (grams > max) return fail('errors.maxValue', { n: max });
  // the contract's rule (weightInput): milligrams are the finest unit
  if (Math.abs(Math.round(grams * 1000) - grams * 1000) >= 1e-6) {
    return fail('warehouse.weightDecimals');
  }
  return Math.round(grams * 1000) / 1000;
}

/** Seeds: a whole number in 0..AMOUNT_MAX (spaces between digit groups are read); null for empty. */
export function readSeeds(value: SheetValue, fail: Fail): number | null | undefined {
  const cell = typeof value === 'string' ? value.replace(/[\s\u00a0\u202f]/g, '') : value;
  return readInteger(cell, fail, 0, AMOUNT_MAX);
}

/** The reserve flag: yes/no in any language, TRUE/FALSE, 1/0; empty is «no». */
export function readReserved(value: SheetValue, fail: Fail): boolean | undefined {
  if (value === null) return false;
  if (typeof value === 'boolean') return value;
  const text = readText(value, fail);
  if (text === undefined || text === null) return text === null ? false : undefined;
  const flag = readReservedFlag(text);
  if (flag === undefined) return fail('seedFiles.reservedFlag', { value: text.trim() });
  return flag;
}
