import { API_PATHS } from '@plotline/contract/api-paths';
import type { GenomeFileList } from '@plotline/contract/genome-files';
import { queryOptions } from '@tanstack/react-query';
import { apiClient } from '#src/lib/api-client.ts';

/** Every query of this feature starts with it. */
export const GENOME_FILES_QUERY_KEY = ['genome-files'] as const;

/** While a file uploads or processes, its list is asked again this often. */
export const GENOME_FILES_POLL_MS = 2000;

/** The key of a plot's file list. */
export function genomeFilesKey(plotId: number) {
  return [...GENOME_FILES_QUERY_KEY, 'plot', plotId] as const;
}

/** Whether a file is still on its way (its progress moves). */
export function isInFlight(file: { status: string }): boolean {
  return file.status === 'uploading' || file.status === 'processing';
}

/**
 * `GET get_fastqc_archives/?plot_id=`: the plot's sequencing files, newest first; polled while
 * one of them uploads or processes (the job's progress comes with the list).
 */
export function genomeFilesQueryOptions(plotId: number) {
  return queryOptions({
    queryKey: genomeFilesKey(plotId),
    queryFn: ({ signal }) =>
      apiClient.get<GenomeFileList>(API_PATHS.fastqcArchives, {
        query: { plot_id: plotId },
        signal,
      }),
    refetchInterval: (query) => (query.state.data?.some(isInFlight) ? GENOME_FILES_POLL_MS : false),
  });
}
