import { PRODUCT_DB } from '@plotline/contract/api-paths';
import type { TTestRow, TTestRowsPage } from '@plotline/contract/statistics';
import { apiClient } from '#src/lib/api-client.ts';
import { type RowsRequest, type RowsView, toRowsQuery } from './rows-request.ts';

const PATH = `${PRODUCT_DB}/perform_t_test_multiple/`;

/**
 * `GET plotline_db/perform_t_test_multiple/` one page: Welch's t-test of each row against the
 * control, with the 95 % confidence interval of (row − control) and the p-value.
 */
export function performTTest(
  request: RowsRequest,
  view: RowsView,
  signal?: AbortSignal,
): Promise<TTestRowsPage> {
  return apiClient.get<TTestRowsPage>(PATH, { query: toRowsQuery(request, view), signal });
}

/** Every row the view keeps (its search and sort), unpaged: what an export writes. */
export function performTTestRows(request: RowsRequest, view: RowsView): Promise<TTestRow[]> {
  return apiClient.get<TTestRow[]>(PATH, { query: toRowsQuery(request, view, false) });
}
