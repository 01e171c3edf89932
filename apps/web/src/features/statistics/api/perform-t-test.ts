import { PRODUCT_DB } from '@plotline/contract/api-paths';
import type { TTestRow } from '@plotline/contract/statistics';
import { apiClient } from '#src/lib/api-client.ts';
import { type RowsRequest, toRowsQuery } from './rows-request.ts';

/**
 * `GET plotline_db/perform_t_test_multiple/`: Welch's t-test of each row against the control,
 * with the 95 % confidence interval of (row − control) and the p-value.
 */
export function performTTest(request: RowsRequest, signal?: AbortSignal): Promise<TTestRow[]> {
  return apiClient.get<TTestRow[]>(`${PRODUCT_DB}/perform_t_test_multiple/`, {
    query: toRowsQuery(request),
    signal,
  });
}
