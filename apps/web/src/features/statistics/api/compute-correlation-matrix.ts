import { PRODUCT_DB } from '@plotline/contract/api-paths';
import type {
  CorrelationBasis,
  CorrelationMatrix,
} from '@plotline/contract/statistics-visualisation';
import { queryOptions } from '@tanstack/react-query';
import { apiClient } from '#src/lib/api-client.ts';
import { basisQuery, seasonsQuery } from './correlate-features.ts';
import { STATISTICS_QUERY_KEY } from './rows-request.ts';

export type CorrelationMethod = CorrelationMatrix['method'];

/** What a correlation matrix is computed of. */
export type CorrelationMatrixRequest = {
  /** The seasons whose plots are pooled (usually one). */
  yearIds: number[];
  features: readonly string[];
  method: CorrelationMethod;
  /** A point per plot, or per row of a season (its adjusted mean, decision 053). */
  basis: CorrelationBasis;
};

/**
 * `GET plotline_db/correlation_matrix/?year_id&features&method[&basis]`: r (or ρ), p and n of
 * every pair, features in complete-linkage cluster order for the heat map. `basis` is sent only
 * for the rows' means (plots are the server's default).
 */
export function correlationMatrixQueryOptions(request: CorrelationMatrixRequest) {
  return queryOptions({
    queryKey: [...STATISTICS_QUERY_KEY, 'correlation-matrix', request] as const,
    queryFn: ({ signal }) =>
      apiClient.get<CorrelationMatrix>(`${PRODUCT_DB}/correlation_matrix/`, {
        query: {
          ...seasonsQuery(request.yearIds),
          features: request.features,
          method: request.method,
          ...basisQuery(request.basis),
        },
        signal,
      }),
  });
}
