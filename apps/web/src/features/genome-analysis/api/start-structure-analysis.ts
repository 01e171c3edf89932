import { API_PATHS } from '@plotline/contract/api-paths';
import type { GenomeAnalysisJob, StructureAnalysisBody } from '@plotline/contract/genome-analyses';
import { apiClient } from '#src/lib/api-client.ts';

/** `POST genome_analyses/`: starts a structure analysis of a matrix as a job (poll `jobs/{id}/`). */
export function startStructureAnalysis(body: StructureAnalysisBody): Promise<GenomeAnalysisJob> {
  return apiClient.post<GenomeAnalysisJob>(API_PATHS.genomeAnalyses, body);
}
