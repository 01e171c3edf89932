import { API_PATHS } from '@plotline/contract/api-paths';
import type { AgroParam, AgroParamKind } from '@plotline/contract/meteo';
import { apiClient } from '#src/lib/api-client.ts';

export type NewAgroParam = { year: number; name: string; unit: string; kind: AgroParamKind };

/** `POST agrochemical_params/`: a soil parameter of the year (400 on `name` when taken). */
export function createAgroParam(body: NewAgroParam): Promise<AgroParam> {
  return apiClient.post<AgroParam>(API_PATHS.agroParams, body);
}
