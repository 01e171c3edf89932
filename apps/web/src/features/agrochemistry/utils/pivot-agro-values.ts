import type { AgroValue } from '@plotline/contract/meteo';

/** Which values a table shows: the nursery's own (plot null) or its plots'. */
export type ValueLevel = 'field' | 'plot';

/** The values of a table, pivoted: its sampling dates and each cell's stored value. */
export type ValueGrid = {
  /** Sampling dates (YYYY-MM-DD), oldest first: the dates of values and the dates added. */
  dates: string[];
  /** Stored values by {@link cellKey}. */
  cells: ReadonlyMap<string, AgroValue>;
};

/** The key of one cell: a parameter, a plot (null: the nursery) and a date. */
export function cellKey(param: number, plot: number | null, date: string): string {
  return `${param}|${plot ?? ''}|${date}`;
}

/**
 * Pivots a nursery's soil values into the elements × dates table (`field`: rows are the
 * parameters) or the plots × (parameter × date) table (`plot`). Dates added by the user but
 * still empty stay as columns, so a new sampling date can be typed into.
 */
export function pivotAgroValues(
  values: readonly AgroValue[],
  level: ValueLevel,
  addedDates: readonly string[] = [],
): ValueGrid {
  const shown = values.filter((value) => (level === 'field') === (value.plot === null));
  const dates = [...new Set([...shown.map((value) => value.date), ...addedDates])].sort();
  const cells = new Map(
    shown.map((value) => [cellKey(value.param, value.plot, value.date), value] as const),
  );
  return { dates, cells };
}

/**
 * What saving a cell does: nothing, a new value, a changed value, or the value removed. The
 * value is the text as typed: the server reads the decimal comma and refuses anything else
 * with its own translated message (shown at the cell).
 */
export type CellChange =
  | { action: 'none' }
  | { action: 'create'; value: string }
  | { action: 'update'; id: number; value: string }
  | { action: 'delete'; id: number };

/** The number a typed text means when it is one (`3,45` → 3.45); otherwise NaN. */
function readTyped(text: string): number {
  return /^[+-]?(\d+([.,]\d*)?|[.,]\d+)$/.test(text) ? Number(text.replace(',', '.')) : Number.NaN;
}

/** The request a cell's edit needs: an empty text empties the cell. */
export function cellChange(stored: AgroValue | undefined, typed: string): CellChange {
  const text = typed.trim().replace(/\s+/g, '');
  if (text === '') return stored ? { action: 'delete', id: stored.id } : { action: 'none' };
  if (!stored) return { action: 'create', value: text };
  return readTyped(text) === stored.value
    ? { action: 'none' }
    : { action: 'update', id: stored.id, value: text };
}
