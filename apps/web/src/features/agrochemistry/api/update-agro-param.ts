import { API_PATHS } from '@plotline/contract/api-paths';
import type { AgroParam } from '@plotline/contract/meteo';
import { apiClient } from '#src/lib/api-client.ts';
import { detailPath } from './agro-query-key.ts';

/** `PATCH agrochemical_params/{id}/`: a new name or unit (its year and kind stay). */
export function updateAgroParam(
  id: number,
  body: { name?: string; unit?: string },
): Promise<AgroParam> {
  return apiClient.patch<AgroParam>(detailPath(API_PATHS.agroParams, id), body);
}
