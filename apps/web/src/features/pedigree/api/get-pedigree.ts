import { API_PATHS } from '@plotline/contract/api-paths';
import type { Pedigree } from '@plotline/contract/pedigree';
import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import { apiClient } from '#src/lib/api-client.ts';

export type PedigreeRequest = {
  lineId: number;
  depth: number;
  parents: boolean;
  offsprings: boolean;
};

/** `GET getting_pedigree/?line_id&recursion_depth&parents&offsprings`: the graph around a line. */
export function pedigreeQueryOptions({ lineId, depth, parents, offsprings }: PedigreeRequest) {
  return queryOptions({
    queryKey: ['lines', 'pedigree', lineId, depth, parents, offsprings] as const,
    queryFn: ({ signal }) =>
      apiClient.get<Pedigree>(API_PATHS.pedigree, {
        query: {
          line_id: lineId,
          recursion_depth: depth,
          parents: String(parents),
          offsprings: String(offsprings),
        },
        signal,
      }),
    placeholderData: keepPreviousData,
  });
}
