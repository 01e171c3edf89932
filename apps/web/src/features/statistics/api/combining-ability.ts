import { PRODUCT_DB } from '@plotline/contract/api-paths';
import type { CombiningAbility } from '@plotline/contract/statistics-hybrids';
import { queryOptions } from '@tanstack/react-query';
import { apiClient } from '#src/lib/api-client.ts';
import type { CombiningRequest } from '../utils/crosses/hybrids-choice.ts';
import { STATISTICS_QUERY_KEY } from './rows-request.ts';

/**
 * `GET plotline_db/combining_ability/`: GCA and SCA of the season's crosses as a diallel
 * (Griffing's method and model) or a line × tester trial.
 */
export function combiningAbilityQueryOptions(query: CombiningRequest) {
  return queryOptions({
    queryKey: [...STATISTICS_QUERY_KEY, 'combining-ability', query] as const,
    queryFn: ({ signal }) =>
      apiClient.get<CombiningAbility>(`${PRODUCT_DB}/combining_ability/`, {
        query,
        signal,
      }),
  });
}
