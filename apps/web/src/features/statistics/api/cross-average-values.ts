import { PRODUCT_DB } from '@plotline/contract/api-paths';
import type { AverageRow } from '@plotline/contract/statistics';
import { queryOptions } from '@tanstack/react-query';
import { apiClient } from '#src/lib/api-client.ts';
import { type RowsRequest, rowsQueryKey, toRowsQuery } from './rows-request.ts';

/**
 * `GET plotline_db/cross_avg_values_multiple/`: the rows of several seasons merged into one
 * list with their means and ranks; with a control, also each row's НСР₀₅ against it.
 */
export function crossAverageValues(
  request: RowsRequest,
  signal?: AbortSignal,
): Promise<AverageRow[]> {
  return apiClient.get<AverageRow[]>(`${PRODUCT_DB}/cross_avg_values_multiple/`, {
    query: toRowsQuery(request),
    signal,
  });
}

/** Query of the averages (also the unfiltered row list of a season, for the control picker). */
export function averagesQueryOptions(request: RowsRequest) {
  return queryOptions({
    queryKey: rowsQueryKey('averages', request),
    queryFn: ({ signal }) => crossAverageValues(request, signal),
  });
}
