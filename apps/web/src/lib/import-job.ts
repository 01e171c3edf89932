import { PRODUCT_DB } from '@plotline/contract/api-paths';
import type { ImportJob } from '@plotline/contract/imports';
import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import { apiClient } from './api-client.ts';

/**
 * Import jobs (decisions 025, 032, 034): every spreadsheet upload answers one; these follow
 * it to the end and cancel it. Shared by the nursery uploads and the variety uploads.
 */

/** How often a running import is asked about. */
const POLL_INTERVAL_MS = 1000;

/** Queries of import jobs start with this key. */
export const IMPORT_JOB_QUERY_KEY = ['import-job'] as const;

/** `GET plotline_db/jobs/{id}/`: progress, then the counts or the list of problems. */
export function getJob(jobId: number, signal?: AbortSignal): Promise<ImportJob> {
  return apiClient.get<ImportJob>(`${PRODUCT_DB}/jobs/${jobId}/`, { signal });
}

/** True once the job has finished: well, with problems, or cancelled. */
export function isJobFinished(job: ImportJob | undefined): boolean {
  return job?.status === 'success' || job?.status === 'failed' || job?.status === 'cancelled';
}

/** Query of an import job, polled every second until it finishes. */
export function jobQueryOptions(jobId: number) {
  return queryOptions({
    queryKey: [...IMPORT_JOB_QUERY_KEY, jobId] as const,
    queryFn: ({ signal }) => getJob(jobId, signal),
    refetchInterval: (query) => (isJobFinished(query.state.data) ? false : POLL_INTERVAL_MS),
    staleTime: 0,
  });
}

/**
 * `POST plotline_db/jobs/{id}/cancel/`: a queued import ends cancelled at once, a running
 * one stops at its next check (nothing it did is kept); answers the job's state.
 */
export function cancelJob(jobId: number): Promise<ImportJob> {
  return apiClient.post<ImportJob>(`${PRODUCT_DB}/jobs/${jobId}/cancel/`);
}

/** Cancels an import and shows its answer at once in the job's query. */
export function useCancelJob() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: cancelJob,
    onSuccess: (job) => queryClient.setQueryData(jobQueryOptions(job.job_id).queryKey, job),
  });
}
