import { PRODUCT_DB } from '@plotline/contract/api-paths';
import type { CorrelationPairs } from '@plotline/contract/statistics-visualisation';
import { queryOptions } from '@tanstack/react-query';
import { apiClient } from '#src/lib/api-client.ts';
import { STATISTICS_QUERY_KEY } from './rows-request.ts';

/**
 * `GET plotline_db/correlation/?year_id&features`: Pearson's r of each pair of the features
 * with the plots' values, the trend line, p, the 95 % CI, n and Spearman's ρ. The names go as
 * repeated parameters, so a name may hold a comma.
 */
export function correlationQueryOptions(yearId: number, features: readonly string[]) {
  return queryOptions({
    queryKey: [...STATISTICS_QUERY_KEY, 'correlation', yearId, [...features]] as const,
    queryFn: ({ signal }) =>
      apiClient.get<CorrelationPairs>(`${PRODUCT_DB}/correlation/`, {
        query: { year_id: yearId, features },
        signal,
      }),
  });
}
