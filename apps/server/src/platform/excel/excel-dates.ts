const DAY_MS = 86_400_000;
/** Excel's day 0 in the 1900 date system (serial 60 is the fictitious 1900-02-29). */
const EXCEL_EPOCH_MS = Date.UTC(1899, 11, 30);
/** Serials of 1900-01-01 and 9999-12-31: anything else is not a date. */
const SERIAL_MIN = 1;
const SERIAL_MAX = 2_958_465;

/** The `YYYY-MM-DD` of a date cell (exceljs builds them at UTC midnight). */
export function isoDateOf(date: Date): string | null {
  return Number.isNaN(date.getTime()) ? null : date.toISOString().slice(0, 10);
}

/** The `YYYY-MM-DD` of an Excel date serial (a date cell read without its number format). */
export function isoDateOfSerial(serial: number): string | null {
  if (serial < SERIAL_MIN || serial > SERIAL_MAX) return null;
  return isoDateOf(new Date(EXCEL_EPOCH_MS + Math.round(serial * DAY_MS)));
}

/**
 * Reads a typed date: `YYYY-MM-DD`, or `DD.MM.YYYY` as Russian users write it. Impossible
 * dates (2024-02-30) are refused.
 * @returns the date as `YYYY-MM-DD`, or null when the text is not a date
 */
export function parseDateText(text: string): string | null {
  const iso = /^(\d{4})-(\d{1,2})-(\d{1,2})$/.exec(text);
  const dotted = /^(\d{1,2})\.(\d{1,2})\.(\d{4})$/.exec(text);
  const parts = iso
    ? [iso[1], iso[2], iso[3]]
    : dotted
      ? [dotted[3], dotted[2], dotted[1]]
      : undefined;
  if (!parts) return null;
  const [year, month, day] = parts.map(Number) as [number, number, number];
  const date = new Date(Date.UTC(year, month - 1, day));
  if (date.getUTCFullYear() !== year || date.getUTCMonth() !== month - 1) return null;
  return isoDateOf(date);
}

/** A date cell value for `YYYY-MM-DD` (UTC midnight, as exceljs expects). */
export function dateCellOf(isoDate: string): Date {
  return new Date(`${isoDate}T00:00:00.000Z`);
}
