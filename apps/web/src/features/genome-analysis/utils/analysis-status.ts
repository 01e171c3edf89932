import type { GenomeAnalysisSummary } from '@plotline/contract/genome-analyses';

/** True while the analysis's job is queued or running. */
export function isAnalysisRunning(analysis: Pick<GenomeAnalysisSummary, 'status'>): boolean {
  return analysis.status === 'pending' || analysis.status === 'processing';
}
