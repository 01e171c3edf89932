import { API_PATHS } from '@plotline/contract/api-paths';
import type { RegionList } from '@plotline/contract/regions';
import type { Language } from '@plotline/contract/rules';
import { queryOptions, type UseQueryResult, useQueries } from '@tanstack/react-query';
import { apiClient } from '#src/lib/api-client.ts';
import { useSessionStore } from '#src/stores/session-store.ts';

/** Every query of the regions feature starts with this key. */
export const REGIONS_QUERY_KEY = ['regions'] as const;

/**
 * `GET plotline_db/regions_by_country/?country_id`: the country's regions, named in the
 * Accept-Language language and sorted by that name.
 */
export function listRegions(countryId: number, signal?: AbortSignal): Promise<RegionList> {
  return apiClient.get<RegionList>(API_PATHS.regionsByCountry, {
    query: { country_id: countryId },
    signal,
  });
}

/** Regions of a country per interface language (names change with it). */
export function regionListQueryOptions(countryId: number, language: Language) {
  return queryOptions({
    queryKey: [...REGIONS_QUERY_KEY, 'by-country', countryId, language] as const,
    queryFn: ({ signal }) => listRegions(countryId, signal),
    // reference data: it changes only with a new release
    staleTime: Number.POSITIVE_INFINITY,
  });
}

/** The lists of several countries as one: their regions in the countries' order. */
function combineRegionLists(results: UseQueryResult<RegionList>[]) {
  return {
    data: results.flatMap((result) => result.data ?? []),
    error: results.find((result) => result.error)?.error ?? null,
  };
}

/** The regions of some countries (none without countries) in the interface language. */
export function useRegions(countryIds: readonly number[]) {
  const language = useSessionStore((state) => state.language);
  return useQueries({
    queries: countryIds.map((countryId) => regionListQueryOptions(countryId, language)),
    combine: combineRegionLists,
  });
}
