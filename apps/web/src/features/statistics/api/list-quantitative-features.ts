import { API_PATHS } from '@plotline/contract/api-paths';
import type { FeatureList } from '@plotline/contract/characteristics';
import { queryOptions } from '@tanstack/react-query';
import { apiClient } from '#src/lib/api-client.ts';
import { STATISTICS_QUERY_KEY } from './rows-request.ts';

/** `GET plotline_db/quantitative_features/?year_id`: the season's numeric features, by name. */
export function quantitativeFeaturesQueryOptions(yearId: number) {
  return queryOptions({
    queryKey: [...STATISTICS_QUERY_KEY, 'quantitative-features', yearId] as const,
    queryFn: ({ signal }) =>
      apiClient.get<FeatureList>(API_PATHS.quantitativeFeatures, {
        query: { year_id: yearId },
        signal,
      }),
  });
}
