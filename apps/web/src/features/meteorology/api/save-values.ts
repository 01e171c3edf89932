import { API_PATHS } from '@plotline/contract/api-paths';
import type { MeteoValue } from '@plotline/contract/meteo';
import { apiClient } from '#src/lib/api-client.ts';
import { detailPath } from './meteo-query-key.ts';

/** One day's value as typed: the server reads a decimal comma and refuses > 4 decimals. */
export type ValueInput = { param: number; date: string; value: string | number };

/** `POST meteo_params_value/` with one value. */
export function createValue(input: ValueInput): Promise<MeteoValue> {
  return apiClient.post<MeteoValue>(API_PATHS.meteoValues, input);
}

/** `POST meteo_params_value/` with a list (≤ 5,000): all written, or none and a 400 by row. */
export function createValues(inputs: ValueInput[]): Promise<MeteoValue[]> {
  return apiClient.post<MeteoValue[]>(API_PATHS.meteoValues, inputs);
}

/** `PATCH meteo_params_value/{id}/`: a new value for the day. */
export function updateValue(id: number, value: string | number): Promise<MeteoValue> {
  return apiClient.patch<MeteoValue>(detailPath(API_PATHS.meteoValues, id), { value });
}

/** `DELETE meteo_params_value/{id}/`. */
export function deleteValue(id: number): Promise<void> {
  return apiClient.delete<void>(detailPath(API_PATHS.meteoValues, id));
}
