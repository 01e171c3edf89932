/**
 * A results table of the hybrids and multi-season pages, independent of the screen: the page
 * draws it with antd and the export writes it to a sheet, so both show the same numbers.
 */

/** How a column's numbers read: `number` and `signed` get decimals fitted to the column. */
export type ColumnFormat = 'text' | 'number' | 'signed' | 'count' | 'p' | 'percent';

/** A significant cell: above (`up`) or below (`down`) zero, or the reference. */
export type CellMark = 'up' | 'down';

export type StatColumn = { key: string; title: string; format: ColumnFormat };

export type StatCell = string | number | null;

export type StatRow = {
  key: string;
  values: Record<string, StatCell>;
  /** Cells past the significance threshold, by column key. */
  marks?: Record<string, CellMark>;
  /** A summary row (totals, column means): kept last when sorting, shown bold. */
  isSummary?: boolean;
};

export type StatTable = {
  /** Unique on the page; the export's sheet name. */
  id: string;
  title: string;
  columns: StatColumn[];
  rows: StatRow[];
  /** Lines written under the table in the export (thresholds, tests). */
  notes?: string[];
};

/** The mark of an effect against its threshold; none when either is missing. */
export function markOf(value: number | null, threshold: number | null): CellMark | undefined {
  if (value === null || threshold === null || !Number.isFinite(threshold)) return undefined;
  if (Math.abs(value) <= threshold) return undefined;
  return value > 0 ? 'up' : 'down';
}

/** Collects the marks of a row's cells, leaving out the unmarked ones. */
export function collectMarks(
  entries: readonly (readonly [string, CellMark | undefined])[],
): Record<string, CellMark> | undefined {
  const marks: Record<string, CellMark> = {};
  for (const [key, mark] of entries) if (mark) marks[key] = mark;
  return Object.keys(marks).length > 0 ? marks : undefined;
}

/** Orders two cells for a column sort: numbers by value, text by the language, blanks last. */
export function compareCells(a: StatCell, b: StatCell, locale: string): number {
  if (a === null || a === '') return b === null || b === '' ? 0 : 1;
  if (b === null || b === '') return -1;
  if (typeof a === 'number' && typeof b === 'number') return a - b;
  return String(a).localeCompare(String(b), locale, { numeric: true });
}

/** The numbers of one column (for fitting its decimals). */
export function columnNumbers(table: StatTable, key: string): number[] {
  return table.rows.flatMap((row) => {
    const value = row.values[key];
    return typeof value === 'number' ? [value] : [];
  });
}

/** A number for a sentence in the interface language with fixed decimals; "—" without one. */
export function formatFixed(value: number | null, digits: number, locale: string): string {
  if (value === null || !Number.isFinite(value)) return '—';
  return new Intl.NumberFormat(locale, {
    minimumFractionDigits: digits,
    maximumFractionDigits: digits,
  }).format(value);
}
