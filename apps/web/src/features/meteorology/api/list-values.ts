import { API_PATHS } from '@plotline/contract/api-paths';
import type { MeteoValue } from '@plotline/contract/meteo';
import { queryOptions } from '@tanstack/react-query';
import { apiClient } from '#src/lib/api-client.ts';
import { METEO_QUERY_KEY } from './meteo-query-key.ts';

/** A sector's days `from`..`to` (ISO dates, at most a year). */
export type MeteoRange = { sector: number; from: string; to: string };

/** `GET meteo_params_value/?sector&date_from&date_to`: the values of the days. */
export function listValues(range: MeteoRange, signal?: AbortSignal): Promise<MeteoValue[]> {
  return apiClient.get<MeteoValue[]>(API_PATHS.meteoValues, {
    query: { sector: range.sector, date_from: range.from, date_to: range.to },
    signal,
  });
}

/** Query of a sector's values over some days (the month page's month). */
export function valuesQueryOptions(range: MeteoRange) {
  return queryOptions({
    queryKey: [...METEO_QUERY_KEY, 'values', range.sector, range.from, range.to] as const,
    queryFn: ({ signal }) => listValues(range, signal),
  });
}
