import { useEffect } from 'react';
import { useSessionStore } from '#src/stores/session-store.ts';
import { useProfile } from '../api/get-profile.ts';

/** The profile query; its answer is kept as the session's userInfo, a failure clears it. */
export function useProfileInfo() {
  const query = useProfile();
  const { data, isError } = query;
  useEffect(() => {
    if (data) useSessionStore.getState().setUserInfo(data);
    else if (isError) useSessionStore.getState().setUserInfo(null);
  }, [data, isError]);
  return query;
}
