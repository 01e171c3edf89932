import { API_PATHS } from '@plotline/contract/api-paths';
import type { WeightedFeature, WeightRegion } from '@plotline/contract/marker-weights';
import { queryOptions } from '@tanstack/react-query';
import { apiClient } from '#src/lib/api-client.ts';

/** `GET mutation_influence_features/?spec_id[&region_id]`: the traits with marker weights there. */
export function weightedTraitsQueryOptions(specId: number, regionId: number | null) {
  return queryOptions({
    queryKey: ['crossing-table', specId, 'traits', regionId] as const,
    queryFn: ({ signal }) =>
      apiClient.get<WeightedFeature[]>(API_PATHS.weightedFeatures, {
        query: regionId === null ? { spec_id: specId } : { spec_id: specId, region_id: regionId },
        signal,
      }),
  });
}

/** `GET mutation_influence_regions/?spec_id`: the regions with weights (null: all regions). */
export function weightRegionsQueryOptions(specId: number) {
  return queryOptions({
    queryKey: ['crossing-table', specId, 'regions'] as const,
    queryFn: ({ signal }) =>
      apiClient.get<WeightRegion[]>(API_PATHS.weightRegions, {
        query: { spec_id: specId },
        signal,
      }),
  });
}
