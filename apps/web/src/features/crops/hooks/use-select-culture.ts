import { useCallback } from 'react';
import { useSearchParams } from 'react-router';
import { useSessionStore } from '#src/stores/session-store.ts';

/** Query parameter that carries the selected crop across pages. */
export const CULTURE_ID_PARAM = 'cultureId';

/** Returns a function that selects a crop and writes its id into `?cultureId`. */
export function useSelectCulture() {
  const [, setSearchParams] = useSearchParams();
  return useCallback(
    (specId: number) => {
      useSessionStore.getState().selectCulture(specId);
      setSearchParams((current) => {
        const next = new URLSearchParams(current);
        next.set(CULTURE_ID_PARAM, String(specId));
        return next;
      });
    },
    [setSearchParams],
  );
}
