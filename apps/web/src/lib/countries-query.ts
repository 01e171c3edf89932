import { API_PATHS } from '@plotline/contract/api-paths';
import type { CountryList } from '@plotline/contract/countries';
import type { Language } from '@plotline/contract/rules';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { useSessionStore } from '#src/stores/session-store.ts';
import { apiClient } from './api-client.ts';

/**
 * `GET plotline_db/countries/` (public, so sent without the access token): countries named in
 * the Accept-Language language, for the registration and company forms.
 */
export function listCountries(signal?: AbortSignal): Promise<CountryList> {
  return apiClient.get<CountryList>(API_PATHS.countries, { signal, auth: false });
}

/** Countries per interface language: names change with it. */
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
