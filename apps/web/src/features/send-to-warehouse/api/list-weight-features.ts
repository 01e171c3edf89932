import { API_PATHS } from '@plotline/contract/api-paths';
import type { FeatureList } from '@plotline/contract/characteristics';
import { queryOptions } from '@tanstack/react-query';
import { apiClient } from '#src/lib/api-client.ts';

/** `GET quantitative_features/?year_id`: the season's numeric features, one may be the weight. */
export function weightFeaturesQueryOptions(yearId: number) {
  return queryOptions({
    queryKey: ['send-to-warehouse', 'quantitative-features', yearId] as const,
    queryFn: ({ signal }) =>
      apiClient.get<FeatureList>(API_PATHS.quantitativeFeatures, {
        query: { year_id: yearId },
        signal,
      }),
  });
}
