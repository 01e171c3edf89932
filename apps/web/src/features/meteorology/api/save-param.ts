import { API_PATHS } from '@plotline/contract/api-paths';
import type { MeteoParam, MeteoParamKind } from '@plotline/contract/meteo';
import { apiClient } from '#src/lib/api-client.ts';
import { detailPath } from './meteo-query-key.ts';

export type ParamInput = { sector: number; name: string; unit: string; kind: MeteoParamKind };

/** `POST meteo_params/`: a parameter of the sector (one of each kind but `other`). */
export function createParam(input: ParamInput): Promise<MeteoParam> {
  return apiClient.post<MeteoParam>(API_PATHS.meteoParams, input);
}

/**
 * `DELETE meteo_params/{id}/`: a parameter holding values is a 409 unless `force`, which
 * deletes its values too.
 */
export function deleteParam(id: number, force = false): Promise<void> {
  return apiClient.delete<void>(detailPath(API_PATHS.meteoParams, id), {
    query: { force: force ? 'true' : undefined },
  });
}
