import { API_PATHS } from '@plotline/contract/api-paths';
import type { PlotMeteoCard } from '@plotline/contract/meteo';
import { queryOptions } from '@tanstack/react-query';
import { apiClient } from '#src/lib/api-client.ts';
import { PLOTS_QUERY_KEY } from './list-combined-plots.ts';

/**
 * `GET meteo_params_value/get_meteo_data_for_plot_card/?plot_id`: the weather of the plot's
 * season between sowing and harvest, its events and indices (decision 044).
 */
export function plotWeatherQueryOptions(plotId: number) {
  return queryOptions({
    queryKey: [...PLOTS_QUERY_KEY, 'weather', plotId] as const,
    queryFn: ({ signal }) =>
      apiClient.get<PlotMeteoCard>(API_PATHS.meteoPlotCard, { query: { plot_id: plotId }, signal }),
  });
}
