import { API_PATHS, PRODUCT_DB } from '@plotline/contract/api-paths';
import type { FieldList } from '@plotline/contract/fields';
import type { GenotypeMatrix } from '@plotline/contract/genotype-matrices';
import type { SeasonVariables } from '@plotline/contract/statistics';
import { queryOptions } from '@tanstack/react-query';
import { apiClient } from '#src/lib/api-client.ts';
import { PREDICTION_QUERY_KEY } from './predictions.ts';

/** `GET genotype_matrices/?spec_id`: the crop's matrices, newest first (what can be predicted). */
export function matricesQueryOptions(specId: number) {
  return queryOptions({
    queryKey: [...PREDICTION_QUERY_KEY, 'matrices', specId] as const,
    queryFn: ({ signal }) =>
      apiClient.get<GenotypeMatrix[]>(API_PATHS.genotypeMatrices, {
        query: { spec_id: specId },
        signal,
      }),
  });
}

/**
 * `GET field_table/?spec_id`: the crop's nurseries and seasons; the Fields screen's key, so the
 * pages share one cache entry.
 */
export function cropSeasonsQueryOptions(specId: number) {
  return queryOptions({
    queryKey: ['fields', specId, 'list'] as const,
    queryFn: ({ signal }) =>
      apiClient.get<FieldList>(API_PATHS.fieldTable, { query: { spec_id: specId }, signal }),
  });
}

/** `GET statistics_variables/?year_ids`: the seasons' quantitative features and stages. */
export function traitsQueryOptions(yearIds: readonly number[]) {
  return queryOptions({
    queryKey: [...PREDICTION_QUERY_KEY, 'traits', [...yearIds]] as const,
    queryFn: ({ signal }) =>
      apiClient.get<SeasonVariables>(`${PRODUCT_DB}/statistics_variables/`, {
        query: { year_ids: yearIds.join(',') },
        signal,
      }),
    enabled: yearIds.length > 0,
  });
}
