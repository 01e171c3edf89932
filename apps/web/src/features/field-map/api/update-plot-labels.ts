import { API_PATHS } from '@plotline/contract/api-paths';
import type {
  PlotLabelsUpdated,
  UpdatePlotLabelsBody,
} from '@plotline/contract/field-maps-numbering';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiClient } from '#src/lib/api-client.ts';
import { FIELD_MAP_QUERY_KEY } from './field-map-query-key.ts';

export const UPDATE_PLOT_LABELS_PATH = `${API_PATHS.fieldMaps}update_plot_labels/`;

/**
 * `PATCH plotline_db/field_maps/update_plot_labels/`: labels the season's unlabelled plots
 * (api-contract §7); 400 when every plot already has a label.
 */
export function updatePlotLabels(body: UpdatePlotLabelsBody): Promise<PlotLabelsUpdated> {
  return apiClient.patch<PlotLabelsUpdated>(UPDATE_PLOT_LABELS_PATH, body);
}

/** Numbers the plots and reloads the map (the page reloads the plot tables). */
export function useUpdatePlotLabels() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updatePlotLabels,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: FIELD_MAP_QUERY_KEY }),
  });
}
