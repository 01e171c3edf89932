import { API_PATHS } from '@plotline/contract/api-paths';
import type { WindRose } from '@plotline/contract/marker-weights';
import { queryOptions } from '@tanstack/react-query';
import { apiClient } from '#src/lib/api-client.ts';
import { isApiError } from '#src/lib/api-error.ts';
import { GENOME_SELECTION_QUERY_KEY } from './genome-selection-query-key.ts';

/**
 * `GET get_wind_rose_by_region/?spec_id&line_id[&region_id][&feature_ids]`: a variety's
 * predicted traits. A 400 (no genotype at a weighted marker, no weights) is not retried.
 */
export function windRoseQueryOptions(
  specId: number,
  lineId: number,
  regionId: number | null,
  featureIds: readonly number[],
) {
  return queryOptions({
    queryKey: [
      ...GENOME_SELECTION_QUERY_KEY,
      'wind-rose',
      specId,
      lineId,
      regionId,
      [...featureIds],
    ] as const,
    queryFn: ({ signal }) =>
      apiClient.get<WindRose>(API_PATHS.windRose, {
        query: {
          spec_id: specId,
          line_id: lineId,
          region_id: regionId,
          feature_ids: featureIds.length > 0 ? featureIds.join(',') : undefined,
        },
        signal,
      }),
    retry: (count, error) => !(isApiError(error) && error.status === 400) && count < 2,
  });
}
