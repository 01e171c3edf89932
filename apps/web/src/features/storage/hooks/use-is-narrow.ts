import { useEffect, useState } from 'react';

/** Phones: the page shows one column, a list of lots instead of the grid. */
const NARROW_QUERY = '(max-width: 640px)';

/** True while the window is phone-narrow (follows rotation and resizing). */
export function useIsNarrow(): boolean {
  const [isNarrow, setIsNarrow] = useState(() => window.matchMedia(NARROW_QUERY).matches);
  useEffect(() => {
    const query = window.matchMedia(NARROW_QUERY);
    const update = () => setIsNarrow(query.matches);
    query.addEventListener('change', update);
    update();
    return () => query.removeEventListener('change', update);
  }, []);
  return isNarrow;
}
