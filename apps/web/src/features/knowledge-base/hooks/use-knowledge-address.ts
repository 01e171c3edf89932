import { useCallback } from 'react';
import { useSearchParams } from 'react-router';
import { useUpdateSearchParams } from '#src/lib/use-update-search-params.ts';

/**
 * What the address holds: the search text, the marker filter (`mutation_id`, as the marker
 * catalogue's "Knowledge base (N)" link sets it), the list's page and the opened entry.
 */
export type KnowledgeAddress = {
  search: string;
  mutationId: number | null;
  page: number;
  entry: number | null;
};

function readId(value: string | null): number | null {
  if (value === null || !/^\d{1,9}$/.test(value)) return null;
  const number = Number(value);
  return number >= 1 ? number : null;
}

const PARAMS: Record<keyof KnowledgeAddress, string> = {
  search: 'search',
  mutationId: 'mutation_id',
  page: 'page',
  entry: 'entry',
};

/** The page's state in the address (a link or a reload opens the same view). */
export function useKnowledgeAddress(): [
  KnowledgeAddress,
  (change: Partial<KnowledgeAddress>) => void,
] {
  const [params] = useSearchParams();
  const update = useUpdateSearchParams();
  const address: KnowledgeAddress = {
    search: params.get('search') ?? '',
    mutationId: readId(params.get('mutation_id')),
    page: readId(params.get('page')) ?? 1,
    entry: readId(params.get('entry')),
  };
  const change = useCallback(
    (next: Partial<KnowledgeAddress>) =>
      update((query) => {
        for (const [key, value] of Object.entries(next)) {
          const name = PARAMS[key as keyof KnowledgeAddress];
          const empty = value === null || value === '' || (key === 'page' && value === 1);
          if (empty) query.delete(name);
          else query.set(name, String(value));
        }
      }),
    [update],
  );
  return [address, change];
}
