import type { MeteoEvent, MeteoValue } from '@plotline/contract/meteo';

/** A day row of the month grid: its values by parameter id and its events. */
export type MonthRow = {
  /** `YYYY-MM-DD`. */
  date: string;
  /** Day of the month, 1..31. */
  day: number;
  values: Record<number, MeteoValue>;
  events: MeteoEvent[];
};

const pad = (n: number) => String(n).padStart(2, '0');

/** Days in a month (`month` 1..12). */
export function daysInMonth(year: number, month: number): number {
  return new Date(Date.UTC(year, month, 0)).getUTCDate();
}

/** First and last day of a month as ISO dates (`month` 1..12). */
export function monthRange(year: number, month: number): { from: string; to: string } {
  const prefix = `${year}-${pad(month)}`;
  return { from: `${prefix}-01`, to: `${prefix}-${pad(daysInMonth(year, month))}` };
}

/**
 * The rows of the month grid: one per day of the month in order, each with the day's values
 * (by parameter) and events (in the order given). Values and events of other days are ignored.
 */
export function buildMonthRows(
  year: number,
  month: number,
  values: readonly MeteoValue[],
  events: readonly MeteoEvent[],
): MonthRow[] {
  const rows: MonthRow[] = [];
  const byDate = new Map<string, MonthRow>();
  for (let day = 1; day <= daysInMonth(year, month); day += 1) {
    const row: MonthRow = {
      date: `${year}-${pad(month)}-${pad(day)}`,
      day,
      values: {},
      events: [],
    };
    rows.push(row);
    byDate.set(row.date, row);
  }
  for (const value of values) {
    const row = byDate.get(value.date);
    if (row) row.values[value.param] = value;
  }
  for (const event of events) byDate.get(event.date)?.events.push(event);
  return rows;
}

/** What typing into a cell asks of the server, if anything. */
export type CellChange =
  | { action: 'none' }
  | { action: 'create'; value: string }
  | { action: 'update'; id: number; value: string }
  | { action: 'delete'; id: number };

/**
 * Decides the request of an edited cell: an empty cell given text creates, a filled one given
 * other text updates, a filled one cleared deletes. The text goes to the server as typed (it
 * reads a decimal comma and names an invalid number in the user's language).
 */
export function decideCellChange(current: MeteoValue | undefined, text: string): CellChange {
  const typed = text.trim();
  if (!current) return typed === '' ? { action: 'none' } : { action: 'create', value: typed };
  if (typed === '') return { action: 'delete', id: current.id };
  const asNumber = Number(typed.replace(',', '.'));
  if (Number.isFinite(asNumber) && asNumber === current.value) return { action: 'none' };
  return { action: 'update', id: current.id, value: typed };
}
