import { API_PATHS } from '@plotline/contract/api-paths';
import type { SubregionList } from '@plotline/contract/regions';
import type { Language } from '@plotline/contract/rules';
import { queryOptions, skipToken, useQuery } from '@tanstack/react-query';
import { apiClient } from '#src/lib/api-client.ts';
import { useSessionStore } from '#src/stores/session-store.ts';
import { REGIONS_QUERY_KEY } from './list-regions.ts';

/** `plotline_db/regions/<id>/subregions/`. */
export function subregionsPath(regionId: number): string {
  return `${API_PATHS.regions}${regionId}/subregions/`;
}

/** Key prefix of a region's subregion lists (one per interface language). */
export function subregionsQueryKey(regionId: number | null) {
  return [...REGIONS_QUERY_KEY, regionId, 'subregions'] as const;
}

/**
 * `GET plotline_db/regions/<id>/subregions/`: shared subregions and the tenant's own, sorted
 * case-insensitively with ё = е.
 */
export function listSubregions(regionId: number, signal?: AbortSignal): Promise<SubregionList> {
  return apiClient.get<SubregionList>(subregionsPath(regionId), { signal });
}

/** Subregions of a region (sorted in the interface language); idle without a region. */
export function subregionListQueryOptions(regionId: number | null, language: Language) {
  return queryOptions({
    queryKey: [...subregionsQueryKey(regionId), language] as const,
    queryFn: regionId === null ? skipToken : ({ signal }) => listSubregions(regionId, signal),
  });
}

/** The subregions of a region the user sees. */
export function useSubregions(regionId: number | null) {
  const language = useSessionStore((state) => state.language);
  return useQuery(subregionListQueryOptions(regionId, language));
}
