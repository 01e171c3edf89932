import { API_PATHS } from '@plotline/contract/api-paths';
import type { MeteoEvent } from '@plotline/contract/meteo';
import { queryOptions } from '@tanstack/react-query';
import { apiClient } from '#src/lib/api-client.ts';
import type { MeteoRange } from './list-values.ts';
import { METEO_QUERY_KEY } from './meteo-query-key.ts';

/** `GET meteo_events/?sector&date_from&date_to`: frosts, hail… of the days. */
export function listEvents(range: MeteoRange, signal?: AbortSignal): Promise<MeteoEvent[]> {
  return apiClient.get<MeteoEvent[]>(API_PATHS.meteoEvents, {
    query: { sector: range.sector, date_from: range.from, date_to: range.to },
    signal,
  });
}

/** Query of a sector's events over some days. */
export function eventsQueryOptions(range: MeteoRange) {
  return queryOptions({
    queryKey: [...METEO_QUERY_KEY, 'events', range.sector, range.from, range.to] as const,
    queryFn: ({ signal }) => listEvents(range, signal),
  });
}
