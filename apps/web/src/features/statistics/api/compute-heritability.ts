import { PRODUCT_DB } from '@plotline/contract/api-paths';
import type {
  HeritabilityAnalysis,
  HeritabilityQuery,
} from '@plotline/contract/statistics-heritability';
import { queryOptions } from '@tanstack/react-query';
import { apiClient } from '#src/lib/api-client.ts';
import type { EnvironmentsKind } from '../utils/heritability/heritability-choice.ts';
import { STATISTICS_QUERY_KEY } from './rows-request.ts';

/** What `heritability/` (and its export) is asked: seasons, traits, the environments' kind. */
export type HeritabilitySelection = {
  yearIds: readonly number[];
  features: readonly string[];
  environments: EnvironmentsKind;
};

/**
 * The query string of a request: seasons joined, traits repeated (a name may hold a comma),
 * the genotypic and phenotypic correlations asked when there are several traits.
 */
export function toHeritabilityQuery(request: HeritabilitySelection) {
  return {
    year_ids: request.yearIds.join(','),
    features: [...request.features],
    environments: request.environments,
    correlations: request.features.length > 1 ? 'true' : 'false',
  } satisfies HeritabilityQuery;
}

/**
 * `GET plotline_db/heritability/`: per trait the mixed model's variance components, Cullis'
 * (and the standard) H² and the lines' BLUPs with their reliability; the correlations of the
 * traits when several.
 */
export function heritabilityQueryOptions(request: HeritabilitySelection) {
  return queryOptions({
    queryKey: [...STATISTICS_QUERY_KEY, 'heritability', request] as const,
    queryFn: ({ signal }) =>
      apiClient.get<HeritabilityAnalysis>(`${PRODUCT_DB}/heritability/`, {
        query: toHeritabilityQuery(request),
        signal,
      }),
  });
}
