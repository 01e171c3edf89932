import { API_PATHS } from '@plotline/contract/api-paths';
import type { LotList } from '@plotline/contract/warehouse';
import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import { apiClient } from '#src/lib/api-client.ts';

export type LotFilters = { line: string; year: number | null; page: number; pageSize: number };

/** `GET seeds/?spec_id&available_only=true`: lots with seed left to book, filtered, paged. */
export function availableLotsQueryOptions(specId: number, filters: LotFilters) {
  return queryOptions({
    queryKey: ['seeds', specId, 'available', filters] as const,
    queryFn: ({ signal }) =>
      apiClient.get<LotList>(API_PATHS.seeds, {
        query: {
          spec_id: specId,
          available_only: 'true',
          line: filters.line.trim() || undefined,
          year: filters.year ?? undefined,
          page: filters.page,
          page_size: filters.pageSize,
          sort_by: 'line_name',
        },
        signal,
      }),
    placeholderData: keepPreviousData,
  });
}
