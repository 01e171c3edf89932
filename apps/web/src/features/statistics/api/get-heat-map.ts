import { PRODUCT_DB } from '@plotline/contract/api-paths';
import type { HeatMap } from '@plotline/contract/field-maps-colors';
import { queryOptions } from '@tanstack/react-query';
import { apiClient } from '#src/lib/api-client.ts';
import { STATISTICS_QUERY_KEY } from './rows-request.ts';

/**
 * What a heat map is drawn of: one season's quantitative feature or stage, or a soil parameter
 * of the season's year (`agroParamId`; `feature` is then its name and unit, for the page).
 */
export type HeatMapRequest = { yearId: number; feature: string; agroParamId?: number };

/**
 * `GET plotline_db/get_heat_map/?year_id&feature`: the season's field map grid with every
 * plot's value and one of the seven levels (spec §9), and the levels' intervals. A 400 on
 * `feature` (qualitative, or neither a feature nor a stage) comes translated.
 */
export function heatMapQueryOptions(request: HeatMapRequest) {
  return queryOptions({
    queryKey: [...STATISTICS_QUERY_KEY, 'heat-map', request] as const,
    queryFn: ({ signal }) =>
      apiClient.get<HeatMap>(`${PRODUCT_DB}/get_heat_map/`, {
        query:
          request.agroParamId === undefined
            ? { year_id: request.yearId, feature: request.feature }
            : { year_id: request.yearId, agro_param_id: request.agroParamId },
        signal,
      }),
  });
}
