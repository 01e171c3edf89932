import { API_PATHS } from '@plotline/contract/api-paths';
import { apiClient } from '#src/lib/api-client.ts';

/** `DELETE create_line/<line_id>/`: removes a planned line no plot grows yet. */
export function deletePlannedLine(lineId: number): Promise<void> {
  return apiClient.delete<void>(`${API_PATHS.createLine}${lineId}/`);
}
