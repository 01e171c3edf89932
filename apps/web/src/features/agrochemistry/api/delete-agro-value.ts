import { API_PATHS } from '@plotline/contract/api-paths';
import { apiClient } from '#src/lib/api-client.ts';
import { detailPath } from './agro-query-key.ts';

/** `DELETE agrochemical_params_value/{id}/`: the cell emptied. */
export function deleteAgroValue(id: number): Promise<void> {
  return apiClient.delete<void>(detailPath(API_PATHS.agroValues, id));
}
