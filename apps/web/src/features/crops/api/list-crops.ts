import { API_PATHS } from '@plotline/contract/api-paths';
import type { CropList } from '@plotline/contract/crops';
import { queryOptions } from '@tanstack/react-query';
import { apiClient } from '#src/lib/api-client.ts';

export const CROP_LIST_QUERY_KEY = ['crops', 'list'] as const;

/** `GET plotline_db/species_table/`: the crops the user works with. */
export function listCrops(signal?: AbortSignal): Promise<CropList> {
  return apiClient.get<CropList>(API_PATHS.crops, { signal });
}

/** Query of the crop list; the session store keeps the list the interface shows. */
export function cropListQueryOptions() {
  return queryOptions({
    queryKey: CROP_LIST_QUERY_KEY,
    queryFn: ({ signal }) => listCrops(signal),
  });
}
