import { API_PATHS } from '@plotline/contract/api-paths';
import type {
  DeletePlotLabelsQuery,
  PlotLabelsCleared,
} from '@plotline/contract/field-maps-numbering';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiClient } from '#src/lib/api-client.ts';
import { FIELD_MAP_QUERY_KEY } from './field-map-query-key.ts';

export const DELETE_PLOT_LABELS_PATH = `${API_PATHS.fieldMaps}delete_plot_labels/`;

/** `DELETE plotline_db/field_maps/delete_plot_labels/?field_id&year_id`: clears every label. */
export function deletePlotLabels(query: DeletePlotLabelsQuery): Promise<PlotLabelsCleared> {
  return apiClient.delete<PlotLabelsCleared>(DELETE_PLOT_LABELS_PATH, { query });
}

/** Clears the season's numbering and reloads the map (the page reloads the plot tables). */
export function useDeletePlotLabels() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deletePlotLabels,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: FIELD_MAP_QUERY_KEY }),
  });
}
