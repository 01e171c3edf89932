import { PRODUCT_DB } from '@plotline/contract/api-paths';
import type { CreatedPlot, CreatePlotByCoordBody } from '@plotline/contract/plots';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiClient } from '#src/lib/api-client.ts';
import { PLOTS_QUERY_KEY } from './list-combined-plots.ts';

/** `POST plotline_db/create_plot_by_coord/` → 201, one plot at map row `y`, place `x`. */
export function createPlotByCoord(body: CreatePlotByCoordBody): Promise<CreatedPlot> {
  return apiClient.post<CreatedPlot>(`${PRODUCT_DB}/create_plot_by_coord/`, body);
}

/** Creates a plot at a place of the field map and reloads the plot tables. */
export function useCreatePlotByCoord() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createPlotByCoord,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: PLOTS_QUERY_KEY }),
  });
}
