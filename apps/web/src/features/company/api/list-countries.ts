import { API_PATHS } from '@plotline/contract/api-paths';
import type { CountryList } from '@plotline/contract/countries';
import type { Language } from '@plotline/contract/rules';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiClient } from '#src/lib/api-client.ts';
import { useSessionStore } from '#src/stores/session-store.ts';

/** `GET plotline_db/countries/`: countries named in the Accept-Language language. */
export function listCountries(signal?: AbortSignal): Promise<CountryList> {
  return apiClient.get<CountryList>(API_PATHS.countries, { signal });
}

/** Countries per interface language: their names change with it. */
export function countriesQueryOptions(language: Language) {
  return queryOptions({
    queryKey: ['countries', language],
    queryFn: ({ signal }) => listCountries(signal),
    staleTime: Number.POSITIVE_INFINITY,
  });
}

/** Countries in the current interface language. */
export function useCountries() {
  const language = useSessionStore((state) => state.language);
  return useQuery(countriesQueryOptions(language));
}
