import { PRODUCT_DB } from '@plotline/contract/api-paths';
import type { NsrRow } from '@plotline/contract/statistics';
import { apiClient } from '#src/lib/api-client.ts';
import { type RowsRequest, toRowsQuery } from './rows-request.ts';

/**
 * `GET plotline_db/calculate_nsr_multiple/`: each row's mean and НСР₀₅ against the control,
 * with significance stars and a colour.
 */
export function calculateNsr(request: RowsRequest, signal?: AbortSignal): Promise<NsrRow[]> {
  return apiClient.get<NsrRow[]>(`${PRODUCT_DB}/calculate_nsr_multiple/`, {
    query: toRowsQuery(request),
    signal,
  });
}
