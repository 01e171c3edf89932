import { PRODUCT_DB } from '@plotline/contract/api-paths';
import type { CreatedPlot, CreatePlotBody } from '@plotline/contract/plots';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiClient } from '#src/lib/api-client.ts';
import { PLOTS_QUERY_KEY } from './list-combined-plots.ts';

export const PLOT_TABLE_PATH = `${PRODUCT_DB}/plot_table/`;

/** `POST plotline_db/plot_table/` → 201, one plot per repetition. */
export function createPlots(body: CreatePlotBody): Promise<CreatedPlot[]> {
  return apiClient.post<CreatedPlot[]>(PLOT_TABLE_PATH, body);
}

/** Creates a plot (with its repetitions) and reloads the plot tables. */
export function useCreatePlots() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createPlots,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: PLOTS_QUERY_KEY }),
  });
}
