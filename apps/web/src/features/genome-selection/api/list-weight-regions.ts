import { API_PATHS } from '@plotline/contract/api-paths';
import type { WeightRegion } from '@plotline/contract/marker-weights';
import type { Language } from '@plotline/contract/rules';
import { queryOptions } from '@tanstack/react-query';
import { apiClient } from '#src/lib/api-client.ts';
import { GENOME_SELECTION_QUERY_KEY } from './genome-selection-query-key.ts';

/** `GET mutation_influence_regions/?spec_id`: all regions, then the regions with own weights (named in `language`). */
export function weightRegionsQueryOptions(specId: number, language: Language) {
  return queryOptions({
    queryKey: [...GENOME_SELECTION_QUERY_KEY, 'regions', specId, language] as const,
    queryFn: ({ signal }) =>
      apiClient.get<WeightRegion[]>(API_PATHS.weightRegions, {
        query: { spec_id: specId },
        signal,
      }),
  });
}
