import { API_PATHS } from '@plotline/contract/api-paths';
import type { GenotypeRanking, SortWithInfoBody } from '@plotline/contract/marker-weights';
import { apiClient } from '#src/lib/api-client.ts';

/** `POST get_sort_with_info_by_genotypes/`: lines ranked by target alleles, with predicted traits. */
export function rankByGenotypes(body: SortWithInfoBody): Promise<GenotypeRanking> {
  return apiClient.post<GenotypeRanking>(API_PATHS.sortWithInfoByGenotypes, body);
}
