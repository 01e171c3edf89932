import { API_PATHS } from '@plotline/contract/api-paths';
import { MARKER_PAGE_SIZE_MAX, type MarkerList } from '@plotline/contract/markers';
import { queryOptions } from '@tanstack/react-query';
import { apiClient } from '#src/lib/api-client.ts';
import { KNOWLEDGE_BASE_QUERY_KEY } from './knowledge-base-query-key.ts';

/**
 * `GET mutation_table/?spec_id&page_size=1000&ordering=mut_name`: the crop's catalogue markers
 * by name, the choices of the marker filter and of the effects editor (catalogues of gene
 * markers are short; a larger one offers its first thousand by name).
 */
export function catalogueMarkersQueryOptions(specId: number) {
  return queryOptions({
    queryKey: [...KNOWLEDGE_BASE_QUERY_KEY, 'markers', specId] as const,
    queryFn: ({ signal }) =>
      apiClient.get<MarkerList>(API_PATHS.markers, {
        query: { spec_id: specId, page_size: MARKER_PAGE_SIZE_MAX, ordering: 'mut_name' },
        signal,
      }),
  });
}
