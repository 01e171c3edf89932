import { PRODUCT_DB } from '@plotline/contract/api-paths';
import type { TrialModel } from '@plotline/contract/statistics';
import type { MultipleFieldComparison } from '@plotline/contract/statistics-hybrids';
import { queryOptions } from '@tanstack/react-query';
import { apiClient } from '#src/lib/api-client.ts';
import { STATISTICS_QUERY_KEY } from './rows-request.ts';

/**
 * `GET plotline_db/multiple_field_comparison/?year_ids&feature[&model]`: one set of lines over
 * several field-years (per-season ANOVA, Bartlett, combined ANOVA, means, Finlay–Wilkinson,
 * AMMI) and, under `model = mixed`, the mixed model over every line (decision 053). A null
 * model sends none: the server picks.
 */
export function multipleFieldComparisonQueryOptions(
  yearIds: readonly number[],
  feature: string,
  model: TrialModel | null = null,
) {
  return queryOptions({
    queryKey: [
      ...STATISTICS_QUERY_KEY,
      'multiple-field-comparison',
      yearIds,
      feature,
      model,
    ] as const,
    queryFn: ({ signal }) =>
      apiClient.get<MultipleFieldComparison>(`${PRODUCT_DB}/multiple_field_comparison/`, {
        query: { year_ids: yearIds.join(','), feature, ...(model ? { model } : {}) },
        signal,
      }),
  });
}
