import { API_PATHS } from '@plotline/contract/api-paths';
import type { Profile } from '@plotline/contract/auth';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiClient } from '#src/lib/api-client.ts';

/** `GET users/profile/`: the signed-in user with company counts. */
export function getProfile(signal?: AbortSignal): Promise<Profile> {
  return apiClient.get<Profile>(API_PATHS.profile, { signal });
}

/** Query of the signed-in user's profile (also read by the start-up authorization). */
export function profileQueryOptions() {
  return queryOptions({
    queryKey: ['users', 'profile'],
    queryFn: ({ signal }) => getProfile(signal),
  });
}

/** The signed-in user's profile. */
export function useProfile() {
  return useQuery(profileQueryOptions());
}
