import { useCallback } from 'react';
import { CULTURE_ID_PARAM } from '#src/config/address-params.ts';
import { useUpdateSearchParams } from '#src/lib/use-update-search-params.ts';
import { useSessionStore } from '#src/stores/session-store.ts';

export { CULTURE_ID_PARAM };

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
