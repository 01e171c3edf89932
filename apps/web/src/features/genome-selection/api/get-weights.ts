import { API_PATHS } from '@plotline/contract/api-paths';
import type { MarkerWeightRow } from '@plotline/contract/marker-weights';
import { queryOptions } from '@tanstack/react-query';
import { apiClient } from '#src/lib/api-client.ts';
import { GENOME_SELECTION_QUERY_KEY } from './genome-selection-query-key.ts';

/** `GET get_weights/?spec_id&feature_id[&region_id]`: a trait's markers by |effect|. */
export function weightsQueryOptions(specId: number, featureId: number, regionId: number | null) {
  return queryOptions({
    queryKey: [...GENOME_SELECTION_QUERY_KEY, 'weights', specId, featureId, regionId] as const,
    queryFn: ({ signal }) =>
      apiClient.get<MarkerWeightRow[]>(API_PATHS.weights, {
        query: { spec_id: specId, feature_id: featureId, region_id: regionId },
        signal,
      }),
  });
}
