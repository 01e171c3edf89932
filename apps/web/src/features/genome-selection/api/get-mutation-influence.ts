import { API_PATHS } from '@plotline/contract/api-paths';
import type { MarkerInfluence } from '@plotline/contract/marker-weights';
import { queryOptions } from '@tanstack/react-query';
import { apiClient } from '#src/lib/api-client.ts';
import { GENOME_SELECTION_QUERY_KEY } from './genome-selection-query-key.ts';

/** `GET mutation_influence/?spec_id&mutation_id[&region_id]`: a marker's effect on every trait. */
export function mutationInfluenceQueryOptions(
  specId: number,
  mutationId: number,
  regionId: number | null,
) {
  return queryOptions({
    queryKey: [...GENOME_SELECTION_QUERY_KEY, 'influence', specId, mutationId, regionId] as const,
    queryFn: ({ signal }) =>
      apiClient.get<MarkerInfluence[]>(API_PATHS.mutationInfluence, {
        query: { spec_id: specId, mutation_id: mutationId, region_id: regionId },
        signal,
      }),
  });
}
