import { API_PATHS } from '@plotline/contract/api-paths';
import type { SeasonIndicesTable } from '@plotline/contract/meteo-analytics';
import { queryOptions } from '@tanstack/react-query';
import { apiClient } from '#src/lib/api-client.ts';
import { METEO_QUERY_KEY } from './meteo-query-key.ts';

/** `GET meteo_params_value/indices/?spec_id&year`: the indices of each nursery season. */
export function listIndices(specId: number, year: number, signal?: AbortSignal) {
  return apiClient.get<SeasonIndicesTable>(API_PATHS.meteoIndices, {
    query: { spec_id: specId, year },
    signal,
  });
}

/** Query of the crop's seasons' indices in a year. */
export function indicesQueryOptions(specId: number, year: number) {
  return queryOptions({
    queryKey: [...METEO_QUERY_KEY, 'indices', specId, year] as const,
    queryFn: ({ signal }) => listIndices(specId, year, signal),
  });
}
