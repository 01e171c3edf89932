import { API_PATHS } from '@plotline/contract/api-paths';
import type { GwasAnalysisSummary } from '@plotline/contract/genome-analyses';
import { queryOptions } from '@tanstack/react-query';
import { apiClient } from '#src/lib/api-client.ts';
import { isAnalysisRunning } from '../utils/analysis-status.ts';
import { GENOME_ANALYSIS_QUERY_KEY } from './genome-analysis-query-key.ts';

/** While a GWAS of the list runs, the list is asked again this often. */
const RUNNING_POLL_MS = 5000;

/** `GET gwas_analysis/?spec_id`: the crop's GWAS runs, newest first. */
export function listGwasAnalyses(
  specId: number,
  signal?: AbortSignal,
): Promise<GwasAnalysisSummary[]> {
  return apiClient.get<GwasAnalysisSummary[]>(API_PATHS.gwasAnalysis, {
    query: { spec_id: specId },
    signal,
  });
}

/** Query of the crop's GWAS runs, refreshed while any of them runs (someone else's too). */
export function gwasAnalysesQueryOptions(specId: number) {
  return queryOptions({
    queryKey: [...GENOME_ANALYSIS_QUERY_KEY, 'gwas-list', specId] as const,
    queryFn: ({ signal }) => listGwasAnalyses(specId, signal),
    refetchInterval: (query) =>
      (query.state.data ?? []).some(isAnalysisRunning) ? RUNNING_POLL_MS : false,
  });
}
