import { MARKER_ORDERINGS, type MarkerListQuery } from '@plotline/contract/markers';
import { useCallback } from 'react';
import { useSearchParams } from 'react-router';
import { useUpdateSearchParams } from '#src/lib/use-update-search-params.ts';

export const GENOME_DATA_TABS = ['markers', 'matrices'] as const;
export type GenomeDataTab = (typeof GENOME_DATA_TABS)[number];

/**
 * What the address holds: the tab; the catalogue's search text, chromosome and page; the
 * matrix opened in the browser with its region (`region` chromosome, `start`–`end`).
 */
export type GenomeDataAddress = {
  tab: GenomeDataTab;
  search: string;
  chr: string;
  page: number;
  /** The catalogue's order (DRF style: `-` descending); position when absent. */
  ordering: NonNullable<MarkerListQuery['ordering']>;
  matrix: number | null;
  region: string;
  start: number | null;
  end: number | null;
};

function readInt(value: string | null, min: number): number | null {
  if (value === null || !/^\d+$/.test(value)) return null;
  const number = Number(value);
  return number >= min && number <= Number.MAX_SAFE_INTEGER ? number : null;
}

const ORDERINGS = new Set<string>([...MARKER_ORDERINGS, ...MARKER_ORDERINGS.map((o) => `-${o}`)]);

function readOrdering(value: string | null): GenomeDataAddress['ordering'] {
  return value !== null && ORDERINGS.has(value)
    ? (value as GenomeDataAddress['ordering'])
    : 'position';
}

/** The page's state in the address (a link or a reload opens the same view). */
export function useGenomeDataAddress(): [
  GenomeDataAddress,
  (change: Partial<GenomeDataAddress>) => void,
] {
  const [params] = useSearchParams();
  const update = useUpdateSearchParams();
  const tabText = params.get('tab');
  const matrix = readInt(params.get('matrix'), 1);
  const address: GenomeDataAddress = {
    tab: GENOME_DATA_TABS.find((tab) => tab === tabText) ?? (matrix ? 'matrices' : 'markers'),
    search: params.get('search') ?? '',
    chr: params.get('chr') ?? '',
    page: readInt(params.get('page'), 1) ?? 1,
    ordering: readOrdering(params.get('ordering')),
    matrix,
    region: params.get('region') ?? '',
    start: readInt(params.get('start'), 0),
    end: readInt(params.get('end'), 0),
  };
  const change = useCallback(
    (next: Partial<GenomeDataAddress>) =>
      update(
        (search) => {
          for (const [key, value] of Object.entries(next)) {
            if (value === null || value === undefined || value === '') search.delete(key);
            else search.set(key, String(value));
          }
        },
        { replace: true },
      ),
    [update],
  );
  return [address, change];
}
