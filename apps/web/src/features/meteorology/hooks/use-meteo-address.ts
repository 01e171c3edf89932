import { useCallback } from 'react';
import { useSearchParams } from 'react-router';
import { useUpdateSearchParams } from '#src/lib/use-update-search-params.ts';

export const METEO_TABS = ['month', 'season', 'indices'] as const;
export type MeteoTab = (typeof METEO_TABS)[number];

/** What the address bar holds: `?tab&sector&year&month` (none of them required). */
export type MeteoAddress = {
  tab: MeteoTab;
  sector: number | null;
  year: number | null;
  month: number | null;
};

function readInt(value: string | null, min: number, max: number): number | null {
  if (value === null || !/^\d+$/.test(value)) return null;
  const number = Number(value);
  return number >= min && number <= max ? number : null;
}

/**
 * The page's state in the address (a link or a reload opens the same month): the tab, the
 * sector, the year and the month; out-of-range values read as absent.
 */
export function useMeteoAddress(): [MeteoAddress, (change: Partial<MeteoAddress>) => void] {
  const [params] = useSearchParams();
  const update = useUpdateSearchParams();
  const tabText = params.get('tab');
  const address: MeteoAddress = {
    tab: METEO_TABS.find((tab) => tab === tabText) ?? 'month',
    sector: readInt(params.get('sector'), 1, Number.MAX_SAFE_INTEGER),
    year: readInt(params.get('year'), 1900, 2100),
    month: readInt(params.get('month'), 1, 12),
  };
  const change = useCallback(
    (next: Partial<MeteoAddress>) =>
      update(
        (search) => {
          for (const [key, value] of Object.entries(next)) {
            if (value === null || value === undefined) search.delete(key);
            else search.set(key, String(value));
          }
        },
        { replace: true },
      ),
    [update],
  );
  return [address, change];
}
