import { API_PATHS } from '@plotline/contract/api-paths';
import type { DistanceView } from '@plotline/contract/genome-analyses';
import { queryOptions } from '@tanstack/react-query';
import { apiClient } from '#src/lib/api-client.ts';
import { GENOME_ANALYSIS_QUERY_KEY } from './genome-analysis-query-key.ts';

/** `GET genome_analyses/{id}/distances/`: the heat map's matrix in tree order (≤ 500 samples). */
export function getDistanceView(id: number, signal?: AbortSignal): Promise<DistanceView> {
  return apiClient.get<DistanceView>(`${API_PATHS.genomeAnalyses}${id}/distances/`, { signal });
}

/** Query of an analysis's distance matrix, read when the distances tab opens. */
export function distanceViewQueryOptions(id: number) {
  return queryOptions({
    queryKey: [...GENOME_ANALYSIS_QUERY_KEY, 'distances', id] as const,
    queryFn: ({ signal }) => getDistanceView(id, signal),
    staleTime: Number.POSITIVE_INFINITY,
  });
}
