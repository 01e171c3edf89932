import type { DeletePlotsBody } from '@plotline/contract/plots';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiClient } from '#src/lib/api-client.ts';
import { PLOT_TABLE_PATH } from './create-plots.ts';
import { PLOTS_QUERY_KEY } from './list-combined-plots.ts';

/** `POST plotline_db/plot_table/delete_multiple/ {plot_ids}`. */
export function deletePlots(body: DeletePlotsBody): Promise<{ deleted: number }> {
  return apiClient.post<{ deleted: number }>(`${PLOT_TABLE_PATH}delete_multiple/`, body);
}

/** Deletes plots and reloads the plot tables. */
export function useDeletePlots() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deletePlots,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: PLOTS_QUERY_KEY }),
  });
}
