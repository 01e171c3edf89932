import { API_PATHS } from '@plotline/contract/api-paths';
import type { AgroValue } from '@plotline/contract/meteo';
import { apiClient } from '#src/lib/api-client.ts';

export type NewAgroValue = {
  param: number;
  field: number;
  /** null: the whole nursery. */
  plot: number | null;
  date: string;
  /** A number, or the text as typed (decimal comma or dot; the server refuses anything else). */
  value: number | string;
};

/** `POST agrochemical_params_value/`: one value (400 naming `value`, `date`… when refused). */
export function createAgroValue(body: NewAgroValue): Promise<AgroValue> {
  return apiClient.post<AgroValue>(API_PATHS.agroValues, body);
}
