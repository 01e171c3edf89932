import { API_PATHS } from '@plotline/contract/api-paths';
import type {
  GenomeAnalysisJob,
  GwasAnalysisBody,
  RefreshGwasBody,
} from '@plotline/contract/genome-analyses';
import { apiClient } from '#src/lib/api-client.ts';

/** `POST gwas_analysis/`: starts a GWAS of a matrix's lines on a trait as a job (poll `jobs/{id}/`). */
export function startGwasAnalysis(body: GwasAnalysisBody): Promise<GenomeAnalysisJob> {
  return apiClient.post<GenomeAnalysisJob>(API_PATHS.gwasAnalysis, body);
}

/** `POST refresh_gwas_analysis/`: the same GWAS again on today's data (result and weights replaced). */
export function refreshGwasAnalysis(body: RefreshGwasBody): Promise<GenomeAnalysisJob> {
  return apiClient.post<GenomeAnalysisJob>(API_PATHS.refreshGwasAnalysis, body);
}
