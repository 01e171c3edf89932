import { useEffect } from 'react';
import { useSearchParams } from 'react-router';
import { CULTURE_ID_PARAM } from '#src/features/crops/hooks/use-select-culture.ts';
import { useSessionStore } from '#src/stores/session-store.ts';

/** Keeps the selected crop in step with `?cultureId` (back/forward, pasted links). */
export function useCultureFromAddress(): void {
  const [searchParams] = useSearchParams();
  const cultureId = Number(searchParams.get(CULTURE_ID_PARAM));
  const cultureCount = useSessionStore((state) => state.cultureList.length);
  useEffect(() => {
    if (Number.isInteger(cultureId) && cultureId > 0 && cultureCount > 0) {
      useSessionStore.getState().selectCulture(cultureId);
    }
  }, [cultureId, cultureCount]);
}
