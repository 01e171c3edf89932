import { API_PATHS } from '@plotline/contract/api-paths';
import type { SeasonChart } from '@plotline/contract/meteo-analytics';
import { queryOptions } from '@tanstack/react-query';
import { apiClient } from '#src/lib/api-client.ts';
import { METEO_QUERY_KEY } from './meteo-query-key.ts';

/** A sector's season, with the stage dates of one nursery it serves (or none). */
export type SeasonChartRequest = { sector: number; year: number; fieldId: number | null };

/** `GET meteo_params_value/season_chart/?sector&year&field_id?`: the days, events, stages. */
export function getSeasonChart(request: SeasonChartRequest, signal?: AbortSignal) {
  return apiClient.get<SeasonChart>(API_PATHS.meteoSeasonChart, {
    query: { sector: request.sector, year: request.year, field_id: request.fieldId },
    signal,
  });
}

/** Query of a season's chart. */
export function seasonChartQueryOptions(request: SeasonChartRequest) {
  return queryOptions({
    queryKey: [
      ...METEO_QUERY_KEY,
      'season',
      request.sector,
      request.year,
      request.fieldId,
    ] as const,
    queryFn: ({ signal }) => getSeasonChart(request, signal),
  });
}
