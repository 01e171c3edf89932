import type { GenomeAnalysisSummary } from '@plotline/contract/genome-analyses';
import type { ImportJob } from '@plotline/contract/imports';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { isJobFinished, jobQueryOptions } from '#src/lib/import-job.ts';
import { useErrorToast } from '#src/lib/use-error-toast.ts';
import { GENOME_ANALYSIS_QUERY_KEY } from '../api/genome-analysis-query-key.ts';
import { isAnalysisRunning } from '../utils/analysis-status.ts';

/**
 * Follows the job of a running analysis (`jobs/{id}/`, every second) and, when it ends, asks
 * the page's queries again so the list shows its status and the result appears. Gives the
 * job's latest state while it is followed.
 */
export function useAnalysisJob(
  analysis: Pick<GenomeAnalysisSummary, 'status' | 'job_id'> | undefined,
): ImportJob | undefined {
  const queryClient = useQueryClient();
  const jobId = analysis && isAnalysisRunning(analysis) ? analysis.job_id : null;
  const job = useQuery({ ...jobQueryOptions(jobId ?? 0), enabled: jobId !== null });
  useErrorToast(job.error, 'genomeAnalysis.errors.job');
  const isFinished = jobId !== null && isJobFinished(job.data);
  useEffect(() => {
    if (isFinished) void queryClient.invalidateQueries({ queryKey: GENOME_ANALYSIS_QUERY_KEY });
  }, [isFinished, queryClient]);
  return jobId === null ? undefined : job.data;
}
