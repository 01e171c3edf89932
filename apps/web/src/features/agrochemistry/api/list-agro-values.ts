import { API_PATHS } from '@plotline/contract/api-paths';
import type { AgroValue } from '@plotline/contract/meteo';
import { queryOptions } from '@tanstack/react-query';
import { apiClient } from '#src/lib/api-client.ts';
import { AGRO_QUERY_KEY } from './agro-query-key.ts';

/** Keys of a nursery's soil values of a year (invalidate after writing one). */
export const agroValuesKey = (fieldId: number, year: number) =>
  [...AGRO_QUERY_KEY, 'values', fieldId, year] as const;

/**
 * `GET agrochemical_params_value/?field_id&year`: the nursery's values (plot null) and its
 * plots' values dated in the year.
 */
export function agroValuesQueryOptions(fieldId: number, year: number) {
  return queryOptions({
    queryKey: agroValuesKey(fieldId, year),
    queryFn: ({ signal }) =>
      apiClient.get<AgroValue[]>(API_PATHS.agroValues, {
        query: { field_id: fieldId, year },
        signal,
      }),
  });
}
