import { API_PATHS } from '@plotline/contract/api-paths';
import type { LinePicker } from '@plotline/contract/lines';
import type { WeightedFeature, WeightRegion } from '@plotline/contract/marker-weights';
import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import { apiClient } from '#src/lib/api-client.ts';
import { CREATE_LINE_QUERY_KEY } from './create-line-query-key.ts';

/** `GET mutation_influence_regions/?spec_id`: the regions with weights (null: all regions). */
export function weightRegionsQueryOptions(specId: number) {
  return queryOptions({
    queryKey: [...CREATE_LINE_QUERY_KEY, 'regions', specId] as const,
    queryFn: ({ signal }) =>
      apiClient.get<WeightRegion[]>(API_PATHS.weightRegions, {
        query: { spec_id: specId },
        signal,
      }),
  });
}

/** `GET mutation_influence_features/?spec_id[&region_id]`: the traits with weights there. */
export function weightedFeaturesQueryOptions(specId: number, regionId: number | null) {
  return queryOptions({
    queryKey: [...CREATE_LINE_QUERY_KEY, 'features', specId, regionId] as const,
    queryFn: ({ signal }) =>
      apiClient.get<WeightedFeature[]>(API_PATHS.weightedFeatures, {
        query: { spec_id: specId, region_id: regionId },
        signal,
      }),
  });
}

/** `GET line_ids_names/?spec_id&with_genotype=true&search`: genotyped base varieties. */
export function genotypedLinesQueryOptions(specId: number, search: string) {
  return queryOptions({
    queryKey: [...CREATE_LINE_QUERY_KEY, 'lines', specId, search] as const,
    queryFn: ({ signal }) =>
      apiClient.get<LinePicker>(API_PATHS.linePicker, {
        query: { spec_id: specId, with_genotype: true, search: search || undefined, limit: 100 },
        signal,
      }),
    placeholderData: keepPreviousData,
    staleTime: 30_000,
  });
}
