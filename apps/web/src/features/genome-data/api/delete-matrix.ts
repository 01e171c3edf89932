import { API_PATHS } from '@plotline/contract/api-paths';
import { apiClient } from '#src/lib/api-client.ts';

/** `DELETE genotype_matrices/{id}/`: the matrix with its samples, markers and calls. */
export function deleteMatrix(id: number): Promise<void> {
  return apiClient.delete<void>(`${API_PATHS.genotypeMatrices}${id}/`);
}
