import { API_PATHS } from '@plotline/contract/api-paths';
import { apiClient, type DownloadedFile } from '#src/lib/api-client.ts';

/** `GET genotype_matrices/{id}/export/?format=vcf.gz`: the matrix as a gzip-compressed VCF. */
export function exportMatrix(id: number): Promise<DownloadedFile> {
  return apiClient.download(`${API_PATHS.genotypeMatrices}${id}/export/`, undefined, {
    query: { format: 'vcf.gz' },
  });
}
