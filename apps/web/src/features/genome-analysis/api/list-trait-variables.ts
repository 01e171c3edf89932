import { PRODUCT_DB } from '@plotline/contract/api-paths';
import type { SeasonVariables } from '@plotline/contract/statistics';
import { queryOptions } from '@tanstack/react-query';
import { apiClient } from '#src/lib/api-client.ts';
import { GENOME_ANALYSIS_QUERY_KEY } from './genome-analysis-query-key.ts';

/**
 * `GET statistics_variables/?year_ids`: what the seasons' plots were measured by (the
 * statistics pages' call); a GWAS trait is one of its quantitative features or stages.
 */
export function traitVariablesQueryOptions(yearIds: readonly number[]) {
  return queryOptions({
    queryKey: [...GENOME_ANALYSIS_QUERY_KEY, 'traits', [...yearIds]] as const,
    queryFn: ({ signal }) =>
      apiClient.get<SeasonVariables>(`${PRODUCT_DB}/statistics_variables/`, {
        query: { year_ids: yearIds.join(',') },
        signal,
      }),
    enabled: yearIds.length > 0,
  });
}
