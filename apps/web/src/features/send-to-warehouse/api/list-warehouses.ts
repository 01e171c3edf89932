import { API_PATHS } from '@plotline/contract/api-paths';
import type { Warehouse } from '@plotline/contract/warehouse';
import { queryOptions } from '@tanstack/react-query';
import { apiClient } from '#src/lib/api-client.ts';

/** The key every warehouse view of a crop shares (the storage page refreshes it too). */
export const WAREHOUSES_QUERY_KEY = ['warehouses'] as const;

/** `GET warehouses/?spec_id`: the crop's warehouses with their locations and totals. */
export function warehousesQueryOptions(specId: number) {
  return queryOptions({
    queryKey: [...WAREHOUSES_QUERY_KEY, specId] as const,
    queryFn: ({ signal }) =>
      apiClient.get<Warehouse[]>(API_PATHS.warehouses, { query: { spec_id: specId }, signal }),
  });
}
