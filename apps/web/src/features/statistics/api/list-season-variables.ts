import { PRODUCT_DB } from '@plotline/contract/api-paths';
import type { SeasonVariables } from '@plotline/contract/statistics';
import { queryOptions } from '@tanstack/react-query';
import { apiClient } from '#src/lib/api-client.ts';
import { STATISTICS_QUERY_KEY } from './rows-request.ts';

/**
 * `GET plotline_db/statistics_variables/?year_ids`: what the seasons can be analysed by —
 * quantitative and qualitative features, stages (days after sowing), harvest technologies.
 */
export function seasonVariablesQueryOptions(yearIds: readonly number[]) {
  return queryOptions({
    queryKey: [...STATISTICS_QUERY_KEY, 'variables', [...yearIds]] as const,
    queryFn: ({ signal }) =>
      apiClient.get<SeasonVariables>(`${PRODUCT_DB}/statistics_variables/`, {
        query: { year_ids: yearIds.join(',') },
        signal,
      }),
  });
}
