import { PRODUCT_DB } from '@plotline/contract/api-paths';
import type { AnovaResult } from '@plotline/contract/statistics-anova';
import { queryOptions } from '@tanstack/react-query';
import { apiClient } from '#src/lib/api-client.ts';
import { STATISTICS_QUERY_KEY } from './rows-request.ts';

/** What `anova/` is asked: one season, a dependent variable and one or more factors. */
export type AnovaRequest = { yearId: number; dependent: string; factors: readonly string[] };

/**
 * `GET plotline_db/anova/`: the ANOVA table of the dependent variable over the factors (Type II
 * sums of squares when several) and Tukey's HSD of every factor's levels.
 */
export function anovaQueryOptions(request: AnovaRequest) {
  return queryOptions({
    queryKey: [...STATISTICS_QUERY_KEY, 'anova', request] as const,
    queryFn: ({ signal }) =>
      apiClient.get<AnovaResult>(`${PRODUCT_DB}/anova/`, {
        query: {
          year_id: request.yearId,
          dependent_var: request.dependent,
          // repeated, so a factor's name may hold a comma
          group_vars: [...request.factors],
        },
        signal,
      }),
  });
}
