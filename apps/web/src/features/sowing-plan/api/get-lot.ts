import { API_PATHS } from '@plotline/contract/api-paths';
import type { SeedLot } from '@plotline/contract/warehouse';
import { queryOptions } from '@tanstack/react-query';
import { apiClient } from '#src/lib/api-client.ts';

/** `GET seeds/<id>/`: one lot as it is now (under the `seeds` key, so bookings refresh it). */
export function lotQueryOptions(lot: SeedLot) {
  return queryOptions({
    queryKey: ['seeds', 'lot', lot.id] as const,
    queryFn: ({ signal }) => apiClient.get<SeedLot>(`${API_PATHS.seeds}${lot.id}/`, { signal }),
    initialData: lot,
    staleTime: 0,
  });
}
