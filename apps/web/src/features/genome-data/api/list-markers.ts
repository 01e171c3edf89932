import { API_PATHS } from '@plotline/contract/api-paths';
import type { MarkerList, MarkerListQuery } from '@plotline/contract/markers';
import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import { apiClient } from '#src/lib/api-client.ts';
import { GENOME_DATA_QUERY_KEY } from './genome-data-query-key.ts';

/** Query of the catalogue: the caller's page, search text and chromosome. */
export type MarkerListParams = {
  specId: number;
  page: number;
  pageSize: number;
  search: string;
  chr: string;
  ordering?: MarkerListQuery['ordering'];
};

/** `GET mutation_table/?spec_id&page&page_size&search&chr&ordering`: one page of the catalogue. */
export function listMarkers(params: MarkerListParams, signal?: AbortSignal): Promise<MarkerList> {
  return apiClient.get<MarkerList>(API_PATHS.markers, {
    query: {
      spec_id: params.specId,
      page: params.page,
      page_size: params.pageSize,
      search: params.search || undefined,
      chr: params.chr || undefined,
      ordering: params.ordering,
    },
    signal,
  });
}

/** Query of one page of the crop's markers (the previous page stays shown while it loads). */
export function markersQueryOptions(params: MarkerListParams) {
  return queryOptions({
    queryKey: [...GENOME_DATA_QUERY_KEY, 'markers', params] as const,
    queryFn: ({ signal }) => listMarkers(params, signal),
    placeholderData: keepPreviousData,
  });
}
