import { PRODUCT_DB } from '@plotline/contract/api-paths';
import type { ImportJob } from '@plotline/contract/imports';
import { queryOptions } from '@tanstack/react-query';
import { apiClient } from '#src/lib/api-client.ts';
import { FIELDS_QUERY_KEY } from './list-fields.ts';

/** How often a running import is asked about. */
const POLL_INTERVAL_MS = 1000;

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
    queryKey: [...FIELDS_QUERY_KEY, 'job', jobId] as const,
    queryFn: ({ signal }) => getJob(jobId, signal),
    refetchInterval: (query) => (isJobFinished(query.state.data) ? false : POLL_INTERVAL_MS),
    staleTime: 0,
  });
}
