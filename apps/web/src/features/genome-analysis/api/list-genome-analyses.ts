import { API_PATHS } from '@plotline/contract/api-paths';
import type { GenomeAnalysisSummary } from '@plotline/contract/genome-analyses';
import { queryOptions } from '@tanstack/react-query';
import { apiClient } from '#src/lib/api-client.ts';
import { isAnalysisRunning } from '../utils/analysis-status.ts';
import { GENOME_ANALYSIS_QUERY_KEY } from './genome-analysis-query-key.ts';

/** While an analysis of the list runs, the list is asked again this often. */
const RUNNING_POLL_MS = 5000;

/** `GET genome_analyses/?spec_id`: the crop's analyses, newest first. */
export function listGenomeAnalyses(
  specId: number,
  signal?: AbortSignal,
): Promise<GenomeAnalysisSummary[]> {
  return apiClient.get<GenomeAnalysisSummary[]>(API_PATHS.genomeAnalyses, {
    query: { spec_id: specId },
    signal,
  });
}

/** Query of the crop's analyses, refreshed while any of them runs (someone else's too). */
export function genomeAnalysesQueryOptions(specId: number) {
  return queryOptions({
    queryKey: [...GENOME_ANALYSIS_QUERY_KEY, 'list', specId] as const,
    queryFn: ({ signal }) => listGenomeAnalyses(specId, signal),
    refetchInterval: (query) =>
      (query.state.data ?? []).some(isAnalysisRunning) ? RUNNING_POLL_MS : false,
  });
}
