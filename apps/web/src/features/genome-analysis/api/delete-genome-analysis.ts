import { API_PATHS } from '@plotline/contract/api-paths';
import { apiClient } from '#src/lib/api-client.ts';

/** `DELETE genome_analyses/{id}/`: the analysis and its stored result (its creator, or a manager). */
export function deleteGenomeAnalysis(id: number): Promise<void> {
  return apiClient.delete<void>(`${API_PATHS.genomeAnalyses}${id}/`);
}
