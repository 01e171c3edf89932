import { PRODUCT_DB } from '@plotline/contract/api-paths';
import type { CharacteristicsOrder } from '@plotline/contract/characteristics';
import { queryOptions } from '@tanstack/react-query';
import { apiClient } from '#src/lib/api-client.ts';
import { PLOTS_QUERY_KEY } from './list-combined-plots.ts';

export const CHARACTERISTICS_ORDER_PATH = `${PRODUCT_DB}/characteristics_order/`;

/** `GET plotline_db/characteristics_order/?year_id`: the columns the table shows, in order. */
export function getCharacteristicsOrder(
  yearId: number,
  signal?: AbortSignal,
): Promise<CharacteristicsOrder> {
  return apiClient.get<CharacteristicsOrder>(CHARACTERISTICS_ORDER_PATH, {
    query: { year_id: yearId },
    signal,
  });
}

/** Query of the season's column configuration (the settings popup). */
export function characteristicsOrderQueryOptions(yearId: number) {
  return queryOptions({
    queryKey: [...PLOTS_QUERY_KEY, yearId, 'characteristics-order'] as const,
    queryFn: ({ signal }) => getCharacteristicsOrder(yearId, signal),
    staleTime: 0,
  });
}
