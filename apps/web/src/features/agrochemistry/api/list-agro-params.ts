import { API_PATHS } from '@plotline/contract/api-paths';
import type { AgroParam } from '@plotline/contract/meteo';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiClient } from '#src/lib/api-client.ts';
import { AGRO_QUERY_KEY } from './agro-query-key.ts';

/** Keys of a year's soil parameters (invalidate after adding, renaming or deleting one). */
export const agroParamsKey = (year: number) => [...AGRO_QUERY_KEY, 'params', year] as const;

/** `GET agrochemical_params/?year`: the tenant's soil parameters of the year, in name order. */
export function agroParamsQueryOptions(year: number) {
  return queryOptions({
    queryKey: agroParamsKey(year),
    queryFn: ({ signal }) =>
      apiClient.get<AgroParam[]>(API_PATHS.agroParams, { query: { year }, signal }),
  });
}

/** The soil parameters of a year (none asked while the year is unknown). */
export function useAgroParams(year: number | null) {
  return useQuery({ ...agroParamsQueryOptions(year ?? 0), enabled: year !== null });
}
