import { PRODUCT_DB } from '@plotline/contract/api-paths';
import type {
  CorrelationBasis,
  CorrelationPairs,
} from '@plotline/contract/statistics-visualisation';
import { queryOptions } from '@tanstack/react-query';
import { apiClient } from '#src/lib/api-client.ts';
import { STATISTICS_QUERY_KEY } from './rows-request.ts';

/** The first season as `year_id`, the others pooled with it as `year_ids` (decision 044). */
export function seasonsQuery(yearIds: readonly number[]) {
  const [first, ...more] = yearIds;
  return { year_id: first, ...(more.length > 0 ? { year_ids: more.join(',') } : {}) };
}

/** `basis` only for the rows' means (decision 053): plots are the server's default. */
export function basisQuery(basis: CorrelationBasis) {
  return basis === 'line_means' ? { basis } : {};
}

/**
 * `GET plotline_db/correlation/?year_id[&year_ids]&features[&basis]`: Pearson's r of each pair
 * of the features with the plots' values (or the rows' adjusted means), the trend line, p, the
 * 95 % CI, n and Spearman's ρ. The names go as repeated parameters, so a name may hold a comma.
 */
export function correlationQueryOptions(
  yearIds: readonly number[],
  features: readonly string[],
  basis: CorrelationBasis = 'plots',
) {
  return queryOptions({
    queryKey: [...STATISTICS_QUERY_KEY, 'correlation', [...yearIds], [...features], basis] as const,
    queryFn: ({ signal }) =>
      apiClient.get<CorrelationPairs>(`${PRODUCT_DB}/correlation/`, {
        query: { ...seasonsQuery(yearIds), features, ...basisQuery(basis) },
        signal,
      }),
  });
}
