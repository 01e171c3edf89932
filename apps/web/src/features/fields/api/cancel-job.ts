import { PRODUCT_DB } from '@plotline/contract/api-paths';
import type { ImportJob } from '@plotline/contract/imports';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiClient } from '#src/lib/api-client.ts';
import { jobQueryOptions } from './get-job.ts';

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
