import { API_PATHS } from '@plotline/contract/api-paths';
import type { MarkerList } from '@plotline/contract/markers';
import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import { apiClient } from '#src/lib/api-client.ts';
import { GENOME_SELECTION_QUERY_KEY } from './genome-selection-query-key.ts';

/** `GET mutation_table/?spec_id&search`: catalogue markers to pick targets from (first 50). */
export function catalogueMarkersQueryOptions(specId: number, search: string) {
  return queryOptions({
    queryKey: [...GENOME_SELECTION_QUERY_KEY, 'markers', specId, search] as const,
    queryFn: ({ signal }) =>
      apiClient.get<MarkerList>(API_PATHS.markers, {
        query: { spec_id: specId, search: search || undefined, page_size: 50 },
        signal,
      }),
    placeholderData: keepPreviousData,
  });
}
