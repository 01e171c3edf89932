import { useCallback, useMemo } from 'react';
import { useSearchParams } from 'react-router';
import { useUpdateSearchParams } from '#src/lib/use-update-search-params.ts';
import type { TreeSelection } from '../components/warehouse-tree.tsx';

function readId(value: string | null): number | undefined {
  return value && /^[1-9]\d{0,15}$/.test(value) ? Number(value) : undefined;
}

/**
 * The tree's choice kept in the address (`?warehouse=`, `?location=`), so a location's QR
 * code opens it and the back button returns to the previous choice.
 */
export function useTreeSelection(): [TreeSelection, (selection: TreeSelection) => void] {
  const [params] = useSearchParams();
  const update = useUpdateSearchParams();
  const warehouse = readId(params.get('warehouse'));
  const location = readId(params.get('location'));
  const selection = useMemo(() => ({ warehouse, location }), [warehouse, location]);
  const select = useCallback(
    (next: TreeSelection) =>
      update((search) => {
        for (const key of ['warehouse', 'location'] as const) {
          const value = next[key];
          if (value === undefined) search.delete(key);
          else search.set(key, String(value));
        }
      }),
    [update],
  );
  return [selection, select];
}
