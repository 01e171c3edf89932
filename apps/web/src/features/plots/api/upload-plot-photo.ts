import type { PlotPhoto } from '@plotline/contract/photos';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiClient } from '#src/lib/api-client.ts';
import { toFormData } from '#src/lib/to-form-data.ts';
import { PLOT_PHOTO_PATH, plotPhotosKey } from './list-plot-photos.ts';

type PhotoUpload = { plotId: number; photo: File; photographedAt: string; comment?: string };

/** Multipart `POST plotline_db/plot_photo/` (plot, photo, photographed_at, comment). */
export function uploadPlotPhoto({ plotId, photo, photographedAt, comment }: PhotoUpload) {
  return apiClient.post<PlotPhoto>(
    PLOT_PHOTO_PATH,
    toFormData({ plot: plotId, photo, photographed_at: photographedAt, comment }),
  );
}

/** Uploads a photo of a plot and reloads its photo list. */
export function useUploadPlotPhoto() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: uploadPlotPhoto,
    onSuccess: (_photo, { plotId }) =>
      queryClient.invalidateQueries({ queryKey: plotPhotosKey(plotId) }),
  });
}
