import type { PlotPhoto, UpdatePhotoBody } from '@plotline/contract/photos';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiClient } from '#src/lib/api-client.ts';
import { PLOT_PHOTO_PATH, plotPhotosKey } from './list-plot-photos.ts';

type PhotoChange = { photoId: number; plotId: number; body: UpdatePhotoBody };

/** `PATCH plotline_db/plot_photo/{id}/ {photographed_at}`. */
export function updatePlotPhoto({ photoId, body }: PhotoChange): Promise<PlotPhoto> {
  return apiClient.patch<PlotPhoto>(`${PLOT_PHOTO_PATH}${photoId}/`, body);
}

/** Changes a photo's date and reloads the plot's photo list. */
export function useUpdatePlotPhoto() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updatePlotPhoto,
    onSuccess: (_photo, { plotId }) =>
      queryClient.invalidateQueries({ queryKey: plotPhotosKey(plotId) }),
  });
}
