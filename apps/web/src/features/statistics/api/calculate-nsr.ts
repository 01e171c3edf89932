import { PRODUCT_DB } from '@plotline/contract/api-paths';
import type { NsrRow, NsrRowsPage } from '@plotline/contract/statistics';
import { apiClient } from '#src/lib/api-client.ts';
import { type RowsRequest, type RowsView, toRowsQuery } from './rows-request.ts';

const PATH = `${PRODUCT_DB}/calculate_nsr_multiple/`;

/**
 * `GET plotline_db/calculate_nsr_multiple/` one page: each row's mean and НСР₀₅ against the
 * control, whether it differs (with stars) and a colour; the seasons' controls and НСР ranges.
 */
export function calculateNsr(
  request: RowsRequest,
  view: RowsView,
  signal?: AbortSignal,
): Promise<NsrRowsPage> {
  return apiClient.get<NsrRowsPage>(PATH, { query: toRowsQuery(request, view), signal });
}

/** Every row the view keeps (its search and sort), unpaged: what an export writes. */
export function calculateNsrRows(request: RowsRequest, view: RowsView): Promise<NsrRow[]> {
  return apiClient.get<NsrRow[]>(PATH, { query: toRowsQuery(request, view, false) });
}
