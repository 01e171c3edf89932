import { isServerSortableKey } from './column-keys.ts';

/** The checklist filter's model: the values a row may have (`""` stands for an empty cell). */
export type ChecklistFilterModel = { values: string[] };

type SortItem = { colId: string; sort: 'asc' | 'desc' };

/** `sort_by` and `order` of the server for the grid's sort model (first sorted column). */
export function toSortQuery(sortModel: readonly SortItem[]): {
  sort_by?: string;
  order?: 'asc' | 'desc';
} {
  const first = sortModel.find((item) => isServerSortableKey(item.colId));
  return first ? { sort_by: first.colId, order: first.sort } : {};
}

/** `filters` JSON (`{column: [values]}`) for the grid's filter model; undefined when empty. */
export function toFiltersQuery(
  filterModel: Record<string, ChecklistFilterModel | null | undefined> | null | undefined,
): string | undefined {
  const filters: Record<string, string[]> = {};
  for (const [colId, model] of Object.entries(filterModel ?? {})) {
    if (model && Array.isArray(model.values)) filters[colId] = model.values;
  }
  return Object.keys(filters).length > 0 ? JSON.stringify(filters) : undefined;
}
