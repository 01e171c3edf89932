import { API_PATHS } from '@plotline/contract/api-paths';
import type { AgroPlotCard } from '@plotline/contract/meteo';
import { queryOptions } from '@tanstack/react-query';
import { apiClient } from '#src/lib/api-client.ts';
import { PLOTS_QUERY_KEY } from './list-combined-plots.ts';

/**
 * `GET get_agrochemical_data_for_plot_card/?plot_id`: per soil parameter of the season's year,
 * the plot's own latest value, else its nursery's.
 */
export function plotSoilQueryOptions(plotId: number) {
  return queryOptions({
    queryKey: [...PLOTS_QUERY_KEY, 'soil', plotId] as const,
    queryFn: ({ signal }) =>
      apiClient.get<AgroPlotCard>(API_PATHS.agroPlotCard, { query: { plot_id: plotId }, signal }),
  });
}
