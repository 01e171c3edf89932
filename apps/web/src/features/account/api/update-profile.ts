import { API_PATHS } from '@plotline/contract/api-paths';
import type { Profile, UpdateProfileBody } from '@plotline/contract/auth';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiClient } from '#src/lib/api-client.ts';
import { useSessionStore } from '#src/stores/session-store.ts';
import { profileQueryOptions } from './get-profile.ts';

/**
 * `PATCH users/profile/` → 200 {@link Profile}: changes the signed-in user's personal data;
 * absent keys stay as they are.
 * @throws ApiError 400 with `{field: ["message"]}` when a value breaks the §5 rules
 */
export function updateProfile(body: UpdateProfileBody): Promise<Profile> {
  return apiClient.patch<Profile>(API_PATHS.profile, body);
}

/** Changes the personal data; the answer replaces the cached profile and the session's userInfo. */
export function useUpdateProfile() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateProfile,
    onSuccess: (profile) => {
      queryClient.setQueryData(profileQueryOptions().queryKey, profile);
      useSessionStore.getState().setUserInfo(profile);
    },
  });
}
