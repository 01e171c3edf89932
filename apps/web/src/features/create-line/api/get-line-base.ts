import { API_PATHS } from '@plotline/contract/api-paths';
import type { CreateLineBase } from '@plotline/contract/create-line';
import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import { apiClient } from '#src/lib/api-client.ts';
import { CREATE_LINE_QUERY_KEY } from './create-line-query-key.ts';

/** What the create-line table is of: the base variety, the weights' region and the traits. */
export type LineBaseChoice = {
  specId: number;
  lineId: number | null;
  regionId: number | null;
  featureIds: readonly number[];
};

/**
 * `GET create_line/base/`: the base variety's pairs at every catalogue marker (`all=true`: the
 * modal may change any marker with alleles), their effects and its predicted traits.
 */
export function lineBaseQueryOptions(choice: LineBaseChoice) {
  return queryOptions({
    queryKey: [...CREATE_LINE_QUERY_KEY, 'base', choice] as const,
    queryFn: ({ signal }) =>
      apiClient.get<CreateLineBase>(API_PATHS.createLineBase, {
        query: {
          spec_id: choice.specId,
          line_id: choice.lineId,
          region_id: choice.regionId,
          feature_ids: choice.featureIds.length ? choice.featureIds.join(',') : undefined,
          all: true,
        },
        signal,
      }),
    enabled: choice.lineId !== null,
    placeholderData: keepPreviousData,
  });
}
