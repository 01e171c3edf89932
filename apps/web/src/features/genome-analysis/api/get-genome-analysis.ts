import { API_PATHS } from '@plotline/contract/api-paths';
import type { GenomeAnalysis } from '@plotline/contract/genome-analyses';
import { queryOptions } from '@tanstack/react-query';
import { apiClient } from '#src/lib/api-client.ts';
import { GENOME_ANALYSIS_QUERY_KEY } from './genome-analysis-query-key.ts';

/** `GET genome_analyses/{id}/`: the analysis and, once it succeeded, its result. */
export function getGenomeAnalysis(id: number, signal?: AbortSignal): Promise<GenomeAnalysis> {
  return apiClient.get<GenomeAnalysis>(`${API_PATHS.genomeAnalyses}${id}/`, { signal });
}

/** Query of one analysis with its result (a finished result does not change). */
export function genomeAnalysisQueryOptions(id: number) {
  return queryOptions({
    queryKey: [...GENOME_ANALYSIS_QUERY_KEY, 'analysis', id] as const,
    queryFn: ({ signal }) => getGenomeAnalysis(id, signal),
  });
}
