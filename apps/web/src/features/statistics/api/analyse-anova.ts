import { PRODUCT_DB } from '@plotline/contract/api-paths';
import type { AnovaResult, AnovaType } from '@plotline/contract/statistics-anova';
import { queryOptions } from '@tanstack/react-query';
import { apiClient } from '#src/lib/api-client.ts';
import { STATISTICS_QUERY_KEY } from './rows-request.ts';

/**
 * What `anova/` is asked: one season, a dependent variable and one or more factors; ours
 * (decision 049): two-factor interactions (`a:b`), the sums-of-squares type (null: the
 * server's default), the split-plot's main-plot factor and Dunnett's control level.
 */
export type AnovaRequest = {
  yearId: number;
  dependent: string;
  factors: readonly string[];
  interactions?: readonly string[];
  type?: AnovaType | null;
  mainPlot?: string | null;
  control?: { factor: string; level: string } | null;
};

/** The query string of an {@link AnovaRequest} (factors then interactions as `group_vars`). */
export function toAnovaQuery(request: AnovaRequest) {
  return {
    year_id: request.yearId,
    dependent_var: request.dependent,
    // repeated, so a factor's name may hold a comma
    group_vars: [...request.factors, ...(request.interactions ?? [])],
    type: request.type ?? undefined,
    main_plot: request.mainPlot ?? undefined,
    control: request.control?.level,
    control_factor: request.control?.factor,
  };
}

/**
 * `GET plotline_db/anova/`: the ANOVA table of the dependent variable over the terms (Type II
 * sums of squares by default, III with interactions), the adjusted means of every factor with
 * Tukey's letters and pairs, Dunnett's pairs with a control, and the split-plot's error strata.
 */
export function anovaQueryOptions(request: AnovaRequest) {
  return queryOptions({
    queryKey: [...STATISTICS_QUERY_KEY, 'anova', request] as const,
    queryFn: ({ signal }) =>
      apiClient.get<AnovaResult>(`${PRODUCT_DB}/anova/`, { query: toAnovaQuery(request), signal }),
  });
}
