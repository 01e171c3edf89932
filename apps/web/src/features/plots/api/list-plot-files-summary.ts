import { API_PATHS } from '@plotline/contract/api-paths';
import type { GenomeFilesSummary } from '@plotline/contract/genome-files-summary';
import { queryOptions } from '@tanstack/react-query';
import { apiClient } from '#src/lib/api-client.ts';
import { PLOTS_QUERY_KEY } from './list-combined-plots.ts';

/** Keys of the season summaries: invalidate when a plot's files change (a file added, settled). */
export const PLOT_FILES_SUMMARY_KEY = [...PLOTS_QUERY_KEY, 'genome-files'] as const;

/** While a plot's file uploads or processes, the summary is asked again this often. */
const IN_FLIGHT_POLL_MS = 5000;

/**
 * `GET genome_files/summary/?year_id=`: the season's plots with sequencing files (count, worst
 * status) for the plot table's Files column; reloaded with the plots, and polled while a file
 * is on its way.
 */
export function plotFilesSummaryQueryOptions(yearId: number) {
  return queryOptions({
    queryKey: [...PLOT_FILES_SUMMARY_KEY, yearId] as const,
    queryFn: ({ signal }) =>
      apiClient.get<GenomeFilesSummary>(API_PATHS.genomeFilesSummary, {
        query: { year_id: yearId },
        signal,
      }),
    refetchInterval: (query) =>
      query.state.data?.some(
        (plot) => plot.worst_status === 'uploading' || plot.worst_status === 'processing',
      )
        ? IN_FLIGHT_POLL_MS
        : false,
  });
}
