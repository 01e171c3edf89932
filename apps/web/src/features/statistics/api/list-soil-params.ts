import { API_PATHS } from '@plotline/contract/api-paths';
import type { AgroParam } from '@plotline/contract/meteo';
import { queryOptions } from '@tanstack/react-query';
import { apiClient } from '#src/lib/api-client.ts';
import { STATISTICS_QUERY_KEY } from './rows-request.ts';

/**
 * `GET agrochemical_params/?year`: the soil parameters of a season's year, which the heat map
 * may be coloured by (decision 044: `get_heat_map/?agro_param_id`).
 */
export function soilParamsQueryOptions(year: number) {
  return queryOptions({
    queryKey: [...STATISTICS_QUERY_KEY, 'soil-params', year] as const,
    queryFn: ({ signal }) =>
      apiClient.get<AgroParam[]>(API_PATHS.agroParams, { query: { year }, signal }),
  });
}
