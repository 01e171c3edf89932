import { useCallback } from 'react';
import { useNavigate } from 'react-router';

/**
 * The address the last write asked for, until its navigation settles. React Router renders a
 * new location inside a transition, so a render caused by something urgent (a query settling)
 * can still see the old parameters; a functional `setSearchParams` then starts from them and
 * undoes a write made a moment before (the crop menu's `cultureId`, lost to the Fields screen
 * settling its nursery).
 */
let pending: { pathname: string; search: string } | null = null;

export type SearchParamsUpdate = (params: URLSearchParams) => void;

/**
 * Returns a function that edits the current page's query string in place, starting from the
 * latest address (including a write still on its way), so close writers never undo each other.
 */
export function useUpdateSearchParams() {
  const navigate = useNavigate();
  return useCallback(
    (update: SearchParamsUpdate, options: { replace?: boolean } = {}) => {
      const { pathname } = window.location;
      const latest = pending?.pathname === pathname ? pending.search : window.location.search;
      const params = new URLSearchParams(latest);
      update(params);
      const query = params.toString();
      const write = { pathname, search: query ? `?${query}` : '' };
      pending = write;
      void Promise.resolve(
        navigate({ search: write.search }, { replace: options.replace ?? false }),
      ).finally(() => {
        // settled (or overtaken): the address bar is the truth again
        if (pending === write) pending = null;
      });
    },
    [navigate],
  );
}
