import { type ResultColumnKey, sortValueOf } from './result-columns.ts';
import type { ResultRow } from './result-rows.ts';

export type SortOrder = 'ascend' | 'descend';
/** The column a results table is sorted by, if any. */
export type RowSort = { key: ResultColumnKey; order: SortOrder } | null;

const collator = new Intl.Collator('ru', { numeric: true, sensitivity: 'base' });

/** Lower case with ё folded to е, as the server's name filters compare. */
function fold(text: string): string {
  return text.toLocaleLowerCase('ru').replaceAll('ё', 'е');
}

/** Rows whose plot or line name contains `text` (case-insensitive); all rows for blank text. */
export function filterResultRows(rows: readonly ResultRow[], text: string): ResultRow[] {
  const wanted = fold(text.trim());
  if (wanted === '') return [...rows];
  return rows.filter(
    (row) => fold(row.plotName).includes(wanted) || fold(row.lineName).includes(wanted),
  );
}

/**
 * Rows sorted by one column (numbers numerically, names naturally: `Д-2` before `Д-10`), rows
 * without a value last in either direction; equal rows keep their order. No sort: unchanged.
 */
export function sortResultRows(rows: readonly ResultRow[], sort: RowSort): ResultRow[] {
  if (!sort) return [...rows];
  const sign = sort.order === 'ascend' ? 1 : -1;
  return [...rows].sort((a, b) => {
    const left = sortValueOf(a, sort.key);
    const right = sortValueOf(b, sort.key);
    if (left === null || right === null) return Number(left === null) - Number(right === null);
    if (typeof left === 'number' && typeof right === 'number') return sign * (left - right);
    return sign * collator.compare(String(left), String(right));
  });
}
