import { PRODUCT_DB } from '@plotline/contract/api-paths';
import type { PlotSummary } from '@plotline/contract/plots';
import { queryOptions } from '@tanstack/react-query';
import { apiClient } from '#src/lib/api-client.ts';
import { AGRO_QUERY_KEY } from './agro-query-key.ts';

/** `GET plot_table/?field_id&year_id`: the season's plots, the rows of the per-plot values. */
export function seasonPlotsQueryOptions(fieldId: number, yearId: number) {
  return queryOptions({
    queryKey: [...AGRO_QUERY_KEY, 'plots', fieldId, yearId] as const,
    queryFn: ({ signal }) =>
      apiClient.get<PlotSummary[]>(`${PRODUCT_DB}/plot_table/`, {
        query: { field_id: fieldId, year_id: yearId },
        signal,
      }),
  });
}
