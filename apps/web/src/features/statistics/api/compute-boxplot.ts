import { PRODUCT_DB } from '@plotline/contract/api-paths';
import type { Boxplot } from '@plotline/contract/statistics-visualisation';
import { queryOptions } from '@tanstack/react-query';
import { apiClient } from '#src/lib/api-client.ts';
import { STATISTICS_QUERY_KEY } from './rows-request.ts';

/** What a box plot is drawn of: one season's feature, optionally one harvest technology. */
export type BoxplotRequest = { yearId: number; feature: string; technology: string | null };

/**
 * `GET plotline_db/statistics_boxplot/?year_id&feature[&technology]`: R's `boxplot.stats`
 * of every row (and over all of them) with n, mean, SD, SE and CV %.
 */
export function boxplotQueryOptions(request: BoxplotRequest) {
  return queryOptions({
    queryKey: [...STATISTICS_QUERY_KEY, 'boxplot', request] as const,
    queryFn: ({ signal }) =>
      apiClient.get<Boxplot>(`${PRODUCT_DB}/statistics_boxplot/`, {
        query: {
          year_id: request.yearId,
          feature: request.feature,
          technology: request.technology ?? undefined,
        },
        signal,
      }),
  });
}
