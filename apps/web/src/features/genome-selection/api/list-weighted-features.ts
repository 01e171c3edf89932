import { API_PATHS } from '@plotline/contract/api-paths';
import type { WeightedFeature } from '@plotline/contract/marker-weights';
import { queryOptions } from '@tanstack/react-query';
import { apiClient } from '#src/lib/api-client.ts';
import { GENOME_SELECTION_QUERY_KEY } from './genome-selection-query-key.ts';

/** `GET mutation_influence_features/?spec_id[&region_id]`: the traits with weights. */
export function weightedFeaturesQueryOptions(specId: number, regionId: number | null) {
  return queryOptions({
    queryKey: [...GENOME_SELECTION_QUERY_KEY, 'features', specId, regionId] as const,
    queryFn: ({ signal }) =>
      apiClient.get<WeightedFeature[]>(API_PATHS.weightedFeatures, {
        query: { spec_id: specId, region_id: regionId },
        signal,
      }),
  });
}
