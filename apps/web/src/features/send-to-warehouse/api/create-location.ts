import { API_PATHS } from '@plotline/contract/api-paths';
import type { StorageLocation } from '@plotline/contract/warehouse';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiClient } from '#src/lib/api-client.ts';
import { WAREHOUSES_QUERY_KEY } from './list-warehouses.ts';

/** `POST warehouse_storage/`: a new storage location in a warehouse. */
export function createLocation(body: { warehouse: number; name: string }) {
  return apiClient.post<StorageLocation>(API_PATHS.warehouseStorage, body);
}

export function useCreateLocation() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createLocation,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: WAREHOUSES_QUERY_KEY }),
  });
}
