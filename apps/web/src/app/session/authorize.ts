import { profileQueryOptions } from '#src/features/account/api/get-profile.ts';
import { cropListQueryOptions } from '#src/features/crops/api/list-crops.ts';
import { getAccessToken } from '#src/lib/auth-tokens.ts';
import { queryClient } from '#src/lib/query-client.ts';
import { showApiError } from '#src/lib/show-api-error.ts';
import { useSessionStore } from '#src/stores/session-store.ts';

/** The failure of an authorization attempted without an access token (spec §4). */
export const TOKEN_MISSING_MESSAGE = 'Token does not exist';

/**
 * Authorizes the session (spec §4): loads the profile and the crop list, selects the crop
 * `cultureId` (else the first) and opens the first-crop dialog when there is none.
 * Never throws: on failure the session is signed out. Sets `isAuthChecked` in every case.
 */
export async function authorize(cultureId: number | null): Promise<void> {
  try {
    if (!getAccessToken()) throw new Error(TOKEN_MISSING_MESSAGE);
    const [profile, crops] = await Promise.all([
      queryClient.fetchQuery({ ...profileQueryOptions(), staleTime: 0 }),
      queryClient.fetchQuery({ ...cropListQueryOptions(), staleTime: 0 }),
    ]);
    useSessionStore.getState().signIn(profile, crops.data, cultureId);
  } catch (error) {
    useSessionStore.getState().clearUser();
    if (!(error instanceof Error && error.message === TOKEN_MISSING_MESSAGE)) showApiError(error);
  } finally {
    useSessionStore.getState().setAuthChecked(true);
  }
}
