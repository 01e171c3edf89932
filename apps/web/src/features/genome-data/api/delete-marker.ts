import { API_PATHS } from '@plotline/contract/api-paths';
import { apiClient } from '#src/lib/api-client.ts';

/**
 * `DELETE mutation_table/{id}/[?force=true]`: without `force`, a marker at which plots carry
 * genotypes answers 409; with it, those genotypes go too.
 */
export function deleteMarker(id: number, force = false): Promise<void> {
  return apiClient.delete<void>(`${API_PATHS.markers}${id}/`, {
    query: { force: force ? 'true' : undefined },
  });
}
