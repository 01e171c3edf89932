import { PRODUCT_DB } from '@plotline/contract/api-paths';
import type { F1Mother } from '@plotline/contract/statistics-hybrids';
import { queryOptions } from '@tanstack/react-query';
import { apiClient } from '#src/lib/api-client.ts';
import { STATISTICS_QUERY_KEY } from './rows-request.ts';

/**
 * `GET plotline_db/f1_analyze/?year_id&feature`: the season's hybrids by mother and father,
 * with the cross means and each parent's mean over its hybrids (numbers as text).
 */
export function f1AnalyzeQueryOptions(yearId: number, feature: string) {
  return queryOptions({
    queryKey: [...STATISTICS_QUERY_KEY, 'f1-analyze', yearId, feature] as const,
    queryFn: ({ signal }) =>
      apiClient.get<F1Mother[]>(`${PRODUCT_DB}/f1_analyze/`, {
        query: { year_id: yearId, feature },
        signal,
      }),
  });
}
