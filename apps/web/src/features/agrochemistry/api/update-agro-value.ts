import { API_PATHS } from '@plotline/contract/api-paths';
import type { AgroValue } from '@plotline/contract/meteo';
import { apiClient } from '#src/lib/api-client.ts';
import { detailPath } from './agro-query-key.ts';

/** `PATCH agrochemical_params_value/{id}/`: a new value (a number, or the text as typed). */
export function updateAgroValue(id: number, value: number | string): Promise<AgroValue> {
  return apiClient.patch<AgroValue>(detailPath(API_PATHS.agroValues, id), { value });
}
