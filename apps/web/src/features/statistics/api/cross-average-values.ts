import { PRODUCT_DB } from '@plotline/contract/api-paths';
import type { AverageRow, AverageRowsPage } from '@plotline/contract/statistics';
import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import { apiClient } from '#src/lib/api-client.ts';
import { type RowsRequest, type RowsView, rowsQueryKey, toRowsQuery } from './rows-request.ts';

const PATH = `${PRODUCT_DB}/cross_avg_values_multiple/`;

/**
 * `GET plotline_db/cross_avg_values_multiple/` one page: the rows of several seasons merged
 * into one list with their means and ranks; with a control, also each row's НСР₀₅ against it.
 */
export function crossAverageValues(
  request: RowsRequest,
  view: RowsView,
  signal?: AbortSignal,
): Promise<AverageRowsPage> {
  return apiClient.get<AverageRowsPage>(PATH, { query: toRowsQuery(request, view), signal });
}

/** Every row the view keeps (its search and sort), unpaged: what an export writes. */
export function crossAverageValuesRows(
  request: RowsRequest,
  view: RowsView,
): Promise<AverageRow[]> {
  return apiClient.get<AverageRow[]>(PATH, { query: toRowsQuery(request, view, false) });
}

/** One page of the averages: also the control picker's rows of a season, found by name. */
export function averagesQueryOptions(request: RowsRequest, view: RowsView) {
  return queryOptions({
    queryKey: rowsQueryKey('averages', request, view),
    queryFn: ({ signal }) => crossAverageValues(request, view, signal),
    placeholderData: keepPreviousData,
  });
}
