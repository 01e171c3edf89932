import { PRODUCT_DB } from '@plotline/contract/api-paths';
import type { TrialModel } from '@plotline/contract/statistics';
import type { AncovaResult } from '@plotline/contract/statistics-anova';
import { queryOptions } from '@tanstack/react-query';
import { apiClient } from '#src/lib/api-client.ts';
import { STATISTICS_QUERY_KEY } from './rows-request.ts';

/**
 * What `ancova/` is asked: the seasons (the first, then any pooled with it), the dependent
 * variable, a group factor, a covariate (a season index needs several seasons).
 */
export type AncovaRequest = {
  yearIds: number[];
  dependent: string;
  group: string;
  covariate: string;
  /** The adjusted means' model (decision 053); null: the server's choice. */
  model: TrialModel | null;
};

/**
 * `GET plotline_db/ancova/`: `y ~ group * covariate` with its coefficients, F and R², the test
 * of equal slopes and the group means adjusted to the covariate mean.
 */
export function ancovaQueryOptions(request: AncovaRequest) {
  return queryOptions({
    queryKey: [...STATISTICS_QUERY_KEY, 'ancova', request] as const,
    queryFn: ({ signal }) =>
      apiClient.get<AncovaResult>(`${PRODUCT_DB}/ancova/`, {
        query: {
          year_id: request.yearIds[0],
          ...(request.yearIds.length > 1 ? { year_ids: request.yearIds.slice(1).join(',') } : {}),
          dependent_var: request.dependent,
          group_var: request.group,
          covariate_var: request.covariate,
          ...(request.model ? { model: request.model } : {}),
        },
        signal,
      }),
  });
}
