import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiClient } from '#src/lib/api-client.ts';
import { PLOT_PHOTO_PATH, plotPhotosKey } from './list-plot-photos.ts';

type PhotoRef = { photoId: number; plotId: number };

/** `DELETE plotline_db/plot_photo/{id}/`. */
export function deletePlotPhoto({ photoId }: PhotoRef): Promise<void> {
  return apiClient.delete<void>(`${PLOT_PHOTO_PATH}${photoId}/`);
}

/** Deletes a photo and reloads the plot's photo list. */
export function useDeletePlotPhoto() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deletePlotPhoto,
    onSuccess: (_answer, { plotId }) =>
      queryClient.invalidateQueries({ queryKey: plotPhotosKey(plotId) }),
  });
}
