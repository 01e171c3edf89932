import { API_PATHS } from '@plotline/contract/api-paths';
import type { GenotypeMatrix } from '@plotline/contract/genotype-matrices';
import { queryOptions } from '@tanstack/react-query';
import { apiClient } from '#src/lib/api-client.ts';
import { GENOME_ANALYSIS_QUERY_KEY } from './genome-analysis-query-key.ts';

/**
 * `GET genotype_matrices/?spec_id`: the crop's matrices, newest first (the genome data page's
 * call; features do not import each other, so the analysis page asks on its own).
 */
export function listGenotypeMatrices(
  specId: number,
  signal?: AbortSignal,
): Promise<GenotypeMatrix[]> {
  return apiClient.get<GenotypeMatrix[]>(API_PATHS.genotypeMatrices, {
    query: { spec_id: specId },
    signal,
  });
}

/** Query of the crop's genotype matrices: what can be analysed. */
export function genotypeMatricesQueryOptions(specId: number) {
  return queryOptions({
    queryKey: [...GENOME_ANALYSIS_QUERY_KEY, 'matrices', specId] as const,
    queryFn: ({ signal }) => listGenotypeMatrices(specId, signal),
  });
}
