import type { CellValue } from 'exceljs';

/** An Excel error value (`#N/A`, `#DIV/0!`…) or a formula saved without its result. */
export type SheetError = { error: string };

/**
 * A cell as the importers read it: trimmed text (never ""), a number, a boolean, a date, an
 * error, or null when empty. Formulas give their cached result; rich text and hyperlinks
 * give their text.
 */
export type SheetValue = string | number | boolean | Date | SheetError | null;

/** Marks a formula cell saved without a cached result (written by a program, not by Excel). */
export const NO_CACHED_RESULT = 'no cached result';

/** Reads an exceljs cell value as a SheetValue. */
export function toSheetValue(value: CellValue | undefined): SheetValue {
  if (value === null || value === undefined) return null;
  if (typeof value === 'string') {
    const text = value.trim();
    return text === '' ? null : text;
  }
  if (typeof value === 'number') return Number.isFinite(value) ? value : { error: '#NUM!' };
  if (typeof value === 'boolean' || value instanceof Date) return value;
  if ('formula' in value || 'sharedFormula' in value) {
    if (value.result === undefined) return { error: NO_CACHED_RESULT };
    return toSheetValue(value.result as CellValue);
  }
  if ('richText' in value) return toSheetValue(value.richText.map((part) => part.text).join(''));
  if ('hyperlink' in value) return toSheetValue(value.text);
  if ('error' in value) return { error: String(value.error) };
  return null;
}

/** True for an error value. */
export function isSheetError(value: SheetValue): value is SheetError {
  return typeof value === 'object' && value !== null && !(value instanceof Date);
}

/** The letters Excel shows for a 1-based column number: 1 → A, 27 → AA. */
export function columnLetter(column: number): string {
  let letters = '';
  for (let rest = column; rest > 0; rest = Math.floor((rest - 1) / 26)) {
    letters = String.fromCharCode(65 + ((rest - 1) % 26)) + letters;
  }
  return letters;
}
