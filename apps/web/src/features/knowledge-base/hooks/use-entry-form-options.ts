import type { KnowledgeEntry } from '@plotline/contract/knowledge-base';
import type { RegionList } from '@plotline/contract/regions';
import { type UseQueryResult, useQueries, useQuery } from '@tanstack/react-query';
import { useMemo } from 'react';
import { useErrorToast } from '#src/lib/use-error-toast.ts';
import { useSessionStore } from '#src/stores/session-store.ts';
import { catalogueMarkersQueryOptions } from '../api/list-catalogue-markers.ts';
import { countryRegionsQueryOptions } from '../api/list-country-regions.ts';
import { knowledgeTraitsQueryOptions } from '../api/list-knowledge-traits.ts';

const NO_COUNTRIES: readonly number[] = [];

/** Stable, so the combined list changes only when a country's list does. */
function combineRegions(results: UseQueryResult<RegionList>[]): RegionList {
  return results.flatMap((result) => result.data ?? []);
}

export type Choice = { value: number; label: string };

/** The crop's catalogue markers as choices, by name (the filter and the editors use them). */
export function useMarkerChoices(specId: number): { markers: Choice[]; isLoading: boolean } {
  const query = useQuery(catalogueMarkersQueryOptions(specId));
  useErrorToast(query.error, 'knowledgeBase.errors.choices');
  const markers = useMemo(
    () =>
      (query.data?.results ?? []).map((marker) => ({
        value: marker.id,
        label:
          marker.gene && marker.gene !== marker.mut_name
            ? `${marker.mut_name} (${marker.gene})`
            : marker.mut_name,
      })),
    [query.data],
  );
  return { markers, isLoading: query.isPending };
}

/**
 * The entry form's trait and region choices: the crop's quantitative traits; the regions of the
 * user's countries, plus those the entry's effects already name (another country's, kept).
 */
export function useEntryFormOptions(specId: number, entry: KnowledgeEntry | undefined) {
  const traitsQuery = useQuery(knowledgeTraitsQueryOptions(specId));
  useErrorToast(traitsQuery.error, 'knowledgeBase.errors.choices');
  const language = useSessionStore((state) => state.language);
  const countryIds = useSessionStore((state) => state.userMeta?.countryIds ?? NO_COUNTRIES);
  const countryRegions = useQueries({
    queries: countryIds.map((countryId) => countryRegionsQueryOptions(countryId, language)),
    combine: combineRegions,
  });
  const traits = useMemo(
    () => (traitsQuery.data ?? []).map((trait) => ({ value: trait.id, label: trait.name })),
    [traitsQuery.data],
  );
  const regions = useMemo(() => {
    const choices = new Map<number, string>(
      countryRegions.map((region) => [region.id, region.name]),
    );
    for (const effect of entry?.effects ?? []) {
      if (effect.region_id !== null && !choices.has(effect.region_id))
        choices.set(effect.region_id, effect.region_name ?? String(effect.region_id));
    }
    return [...choices].map(([value, label]) => ({ value, label }));
  }, [countryRegions, entry]);
  return { traits, regions };
}
