import { API_PATHS } from '@plotline/contract/api-paths';
import type { CreateCropBody, Crop, CropList } from '@plotline/contract/crops';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiClient } from '#src/lib/api-client.ts';
import { useSessionStore } from '#src/stores/session-store.ts';
import { useSelectCulture } from '../hooks/use-select-culture.ts';
import { CROP_LIST_QUERY_KEY } from './list-crops.ts';

/** `POST plotline_db/species_table/` → 201 Crop. */
export function createCrop(body: CreateCropBody): Promise<Crop> {
  return apiClient.post<Crop>(API_PATHS.crops, body);
}

/** Creates a crop, appends it to the session's list and selects it (cultureId in the URL). */
export function useCreateCrop() {
  const queryClient = useQueryClient();
  const selectCulture = useSelectCulture();
  return useMutation({
    mutationFn: createCrop,
    onSuccess: (crop) => {
      useSessionStore.getState().addCulture(crop);
      selectCulture(crop.spec_id);
      queryClient.setQueryData<CropList>(CROP_LIST_QUERY_KEY, (list) =>
        list ? { data: [...list.data, crop], count: list.count + 1 } : list,
      );
    },
  });
}
