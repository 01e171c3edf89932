import type { RegionList } from '@plotline/contract/regions';
import { type UseQueryResult, useQueries, useQuery } from '@tanstack/react-query';
import { useMemo } from 'react';
import { useErrorToast } from '#src/lib/use-error-toast.ts';
import { useSessionStore } from '#src/stores/session-store.ts';
import { countryRegionsQueryOptions } from '../api/list-country-regions.ts';
import { cropSeasonsQueryOptions } from '../api/list-crop-seasons.ts';
import { traitVariablesQueryOptions } from '../api/list-trait-variables.ts';
import { listCropRegions, listSeasonIds, listTraits } from '../utils/gwas-choices.ts';

const NO_COUNTRIES: readonly number[] = [];

/** Stable, so the combined list changes only when a country's list does. */
function combineRegions(results: UseQueryResult<RegionList>[]): RegionList {
  return results.flatMap((result) => result.data ?? []);
}

/**
 * What the GWAS form offers: the crop's nurseries and seasons, the traits measured in the chosen
 * seasons (every season when none is chosen) and the regions the weights may be saved for.
 */
export function useGwasFormOptions(specId: number, chosenYearIds: readonly number[]) {
  const fields = useQuery(cropSeasonsQueryOptions(specId));
  useErrorToast(fields.error, 'genomeAnalysis.errors.seasons');
  const allYearIds = useMemo(() => listSeasonIds(fields.data ?? []), [fields.data]);
  const yearIds = chosenYearIds.length > 0 ? chosenYearIds : allYearIds;
  const variables = useQuery(traitVariablesQueryOptions(yearIds));
  useErrorToast(variables.error, 'genomeAnalysis.errors.traits');
  const traits = useMemo(() => listTraits(variables.data), [variables.data]);

  const language = useSessionStore((state) => state.language);
  const countryIds = useSessionStore((state) => state.userMeta?.countryIds ?? NO_COUNTRIES);
  const countryRegions = useQueries({
    queries: countryIds.map((countryId) => countryRegionsQueryOptions(countryId, language)),
    combine: combineRegions,
  });
  const regions = useMemo(
    () => listCropRegions(countryRegions, fields.data ?? []),
    [countryRegions, fields.data],
  );
  return {
    fields: fields.data ?? [],
    traits,
    isTraitsLoading: fields.isPending || (yearIds.length > 0 && variables.isPending),
    regions,
  };
}
