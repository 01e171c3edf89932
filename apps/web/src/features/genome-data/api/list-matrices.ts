import { API_PATHS } from '@plotline/contract/api-paths';
import type { GenotypeMatrix } from '@plotline/contract/genotype-matrices';
import { queryOptions } from '@tanstack/react-query';
import { apiClient } from '#src/lib/api-client.ts';
import { GENOME_DATA_QUERY_KEY } from './genome-data-query-key.ts';

/** `GET genotype_matrices/?spec_id`: the crop's matrices, newest first. */
export function listMatrices(specId: number, signal?: AbortSignal): Promise<GenotypeMatrix[]> {
  return apiClient.get<GenotypeMatrix[]>(API_PATHS.genotypeMatrices, {
    query: { spec_id: specId },
    signal,
  });
}

/** Query of the crop's genotype matrices. */
export function matricesQueryOptions(specId: number) {
  return queryOptions({
    queryKey: [...GENOME_DATA_QUERY_KEY, 'matrices', specId] as const,
    queryFn: ({ signal }) => listMatrices(specId, signal),
  });
}
