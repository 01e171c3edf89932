import type { PivotFilter } from '@plotline/contract/lines';

/** The model of a pivot column's filter: a number range, or a text the value contains. */
export type PivotFilterModel = { min?: number; max?: number; contains?: string };

type SortItem = { colId: string; sort: 'asc' | 'desc' | null | undefined };

/** `sort_by` of the server for the grid's sort model: the first sorted column, `-` descending. */
export function toPivotSort(sortModel: readonly SortItem[]): string | undefined {
  const first = sortModel.find((item) => item.sort);
  if (!first) return undefined;
  return first.sort === 'desc' ? `-${first.colId}` : first.colId;
}

/** `filters` JSON for the grid's filter model; undefined when no filter is set. */
export function toPivotFilters(
  filterModel: Record<string, PivotFilterModel | null | undefined> | null | undefined,
): string | undefined {
  const filters: PivotFilter[] = [];
  for (const [column, model] of Object.entries(filterModel ?? {})) {
    if (!model) continue;
    const filter: PivotFilter = { column };
    if (typeof model.min === 'number') filter.min = model.min;
    if (typeof model.max === 'number') filter.max = model.max;
    const contains = model.contains?.trim();
    if (contains) filter.contains = contains;
    if (Object.keys(filter).length > 1) filters.push(filter);
  }
  return filters.length > 0 ? JSON.stringify(filters) : undefined;
}

/**
 * A mean as the table shows it: two decimals under 10, one under 1,000, none above; in the
 * interface language's number format.
 */
export function formatMean(value: number, language: string): string {
  const size = Math.abs(value);
  const decimals = size < 10 ? 2 : size < 1000 ? 1 : 0;
  return new Intl.NumberFormat(language, { maximumFractionDigits: decimals }).format(value);
}
