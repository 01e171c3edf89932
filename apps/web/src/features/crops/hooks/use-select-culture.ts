import { useCallback } from 'react';
import { useUpdateSearchParams } from '#src/lib/use-update-search-params.ts';
import { useSessionStore } from '#src/stores/session-store.ts';

/** Query parameter that carries the selected crop across pages. */
export const CULTURE_ID_PARAM = 'cultureId';

/** Returns a function that selects a crop and writes its id into `?cultureId`. */
export function useSelectCulture() {
  const updateSearchParams = useUpdateSearchParams();
  return useCallback(
    (specId: number) => {
      useSessionStore.getState().selectCulture(specId);
      updateSearchParams((params) => params.set(CULTURE_ID_PARAM, String(specId)));
    },
    [updateSearchParams],
  );
}
