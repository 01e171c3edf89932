import { API_PATHS } from '@plotline/contract/api-paths';
import type { RegionList } from '@plotline/contract/regions';
import type { Language } from '@plotline/contract/rules';
import { queryOptions } from '@tanstack/react-query';
import { apiClient } from '#src/lib/api-client.ts';

/**
 * `GET regions_by_country/?country_id`: a country's regions in the interface language, the
 * regions an effect may hold in. The key is the regions feature's: one cache entry for all.
 */
export function countryRegionsQueryOptions(countryId: number, language: Language) {
  return queryOptions({
    queryKey: ['regions', 'by-country', countryId, language] as const,
    queryFn: ({ signal }) =>
      apiClient.get<RegionList>(API_PATHS.regionsByCountry, {
        query: { country_id: countryId },
        signal,
      }),
    staleTime: Number.POSITIVE_INFINITY,
  });
}
