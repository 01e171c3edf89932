import { PRODUCT_DB } from '@plotline/contract/api-paths';
import type { CorrelationPairs } from '@plotline/contract/statistics-visualisation';
import { queryOptions } from '@tanstack/react-query';
import { apiClient } from '#src/lib/api-client.ts';
import { STATISTICS_QUERY_KEY } from './rows-request.ts';

/** The first season as `year_id`, the others pooled with it as `year_ids` (decision 044). */
export function seasonsQuery(yearIds: readonly number[]) {
  const [first, ...more] = yearIds;
  return { year_id: first, ...(more.length > 0 ? { year_ids: more.join(',') } : {}) };
}

/**
 * `GET plotline_db/correlation/?year_id[&year_ids]&features`: Pearson's r of each pair of the features
 * with the plots' values, the trend line, p, the 95 % CI, n and Spearman's ρ. The names go as
 * repeated parameters, so a name may hold a comma.
 */
export function correlationQueryOptions(yearIds: readonly number[], features: readonly string[]) {
  return queryOptions({
    queryKey: [...STATISTICS_QUERY_KEY, 'correlation', [...yearIds], [...features]] as const,
    queryFn: ({ signal }) =>
      apiClient.get<CorrelationPairs>(`${PRODUCT_DB}/correlation/`, {
        query: { ...seasonsQuery(yearIds), features },
        signal,
      }),
  });
}
