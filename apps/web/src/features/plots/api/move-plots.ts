import type { CreatedPlot, MovePlotsBody } from '@plotline/contract/plots';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiClient } from '#src/lib/api-client.ts';
import { PLOT_TABLE_PATH } from './create-plots.ts';
import { PLOTS_QUERY_KEY } from './list-combined-plots.ts';

/** `POST plotline_db/plot_table/create_multiple/`: copies plots (with their lines) into a year. */
export function movePlots(body: MovePlotsBody): Promise<CreatedPlot[]> {
  return apiClient.post<CreatedPlot[]>(`${PLOT_TABLE_PATH}create_multiple/`, body);
}

/** Moves plots to another year and reloads the plot tables. */
export function useMovePlots() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: movePlots,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: PLOTS_QUERY_KEY }),
  });
}
