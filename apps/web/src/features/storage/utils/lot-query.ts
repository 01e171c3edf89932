import { LOT_SORT_KEYS } from '@plotline/contract/warehouse';
import type { LotRequest } from '../api/storage-api.ts';

type SortKey = (typeof LOT_SORT_KEYS)[number];
type SortModel = readonly { colId: string; sort: 'asc' | 'desc' | null | undefined }[];

/** The filters of the page: the tree's selection and the toolbar. */
export type LotFilters = {
  warehouse?: number;
  location?: number;
  line?: string;
  year?: number | null;
  availableOnly?: boolean;
};

const isSortKey = (key: string): key is SortKey =>
  (LOT_SORT_KEYS as readonly string[]).includes(key);

/**
 * The grid's sort model as the server's `sort_by` (`code`, `-weight`…); columns the server
 * cannot sort by, and no sort at all, give the lot code.
 */
export function toLotSort(model: SortModel): LotRequest['sort_by'] {
  const first = model.find((item) => item.sort);
  if (!first || !isSortKey(first.colId)) return 'code';
  return first.sort === 'desc' ? `-${first.colId}` : first.colId;
}

/** The lots' query of the page's filters (a location wins over its warehouse). */
export function toLotRequest(specId: number, filters: LotFilters): LotRequest {
  const line = filters.line?.trim();
  return {
    spec_id: specId,
    ...(filters.location !== undefined
      ? { location: filters.location }
      : filters.warehouse !== undefined
        ? { warehouse: filters.warehouse }
        : {}),
    ...(line ? { line } : {}),
    ...(filters.year ? { year: filters.year } : {}),
    ...(filters.availableOnly ? { available_only: 'true' as const } : {}),
  };
}
