import { API_PATHS } from '@plotline/contract/api-paths';
import type { CreateMarkerBody, Marker, UpdateMarkerBody } from '@plotline/contract/markers';
import { apiClient } from '#src/lib/api-client.ts';

/** `POST mutation_table/`: adds a marker to the crop's catalogue (400 on `pos` when taken). */
export function createMarker(body: CreateMarkerBody): Promise<Marker> {
  return apiClient.post<Marker>(API_PATHS.markers, body);
}

/** `PATCH mutation_table/{id}/`: changes a marker's fields. */
export function updateMarker(id: number, body: UpdateMarkerBody): Promise<Marker> {
  return apiClient.patch<Marker>(`${API_PATHS.markers}${id}/`, body);
}
