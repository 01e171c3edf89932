import { API_PATHS } from '@plotline/contract/api-paths';
import type { GwasAnalysis } from '@plotline/contract/genome-analyses';
import { queryOptions } from '@tanstack/react-query';
import { apiClient } from '#src/lib/api-client.ts';
import { GENOME_ANALYSIS_QUERY_KEY } from './genome-analysis-query-key.ts';

/** `GET gwas_analysis/{id}/`: the GWAS and, once it succeeded, every marker's test. */
export function getGwasAnalysis(id: number, signal?: AbortSignal): Promise<GwasAnalysis> {
  return apiClient.get<GwasAnalysis>(`${API_PATHS.gwasAnalysis}${id}/`, { signal });
}

/** Query of one GWAS with its result. */
export function gwasAnalysisQueryOptions(id: number) {
  return queryOptions({
    queryKey: [...GENOME_ANALYSIS_QUERY_KEY, 'gwas', id] as const,
    queryFn: ({ signal }) => getGwasAnalysis(id, signal),
  });
}
