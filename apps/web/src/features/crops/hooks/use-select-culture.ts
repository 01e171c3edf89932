import { useCallback } from 'react';
import { CULTURE_ID_PARAM } from '#src/config/address-params.ts';
import { useUpdateSearchParams } from '#src/lib/use-update-search-params.ts';
import { useSessionStore } from '#src/stores/session-store.ts';

export { CULTURE_ID_PARAM };

/** Nursery and season parameters: they belong to one crop and go when another is chosen. */
const CROP_BOUND_PARAMS = ['fieldId', 'yearId'];

/**
 * Returns a function that selects a crop and writes its id into `?cultureId`. The address
 * changes first (dropping the previous crop's nursery and season), so nothing that reads
 * the address sees the new crop beside the old crop's nursery.
 */
export function useSelectCulture() {
  const updateSearchParams = useUpdateSearchParams();
  return useCallback(
    (specId: number) => {
      updateSearchParams((params) => {
        params.set(CULTURE_ID_PARAM, String(specId));
        for (const name of CROP_BOUND_PARAMS) params.delete(name);
      });
      useSessionStore.getState().selectCulture(specId);
    },
    [updateSearchParams],
  );
}
