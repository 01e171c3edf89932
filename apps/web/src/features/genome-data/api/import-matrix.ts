import { API_PATHS } from '@plotline/contract/api-paths';
import type {
  MatrixImportBody,
  MatrixImportJob,
  MatrixPreview,
  MatrixPreviewBody,
} from '@plotline/contract/genotype-matrices';
import { apiClient } from '#src/lib/api-client.ts';

/** `POST genotype_matrices/preview/`: the VCF's samples as they would be matched, and counts. */
export function previewMatrix(body: MatrixPreviewBody): Promise<MatrixPreview> {
  return apiClient.post<MatrixPreview>(API_PATHS.genotypeMatricesPreview, body);
}

/** `POST genotype_matrices/`: imports the uploaded VCF as a job (poll `jobs/{id}/`). */
export function importMatrix(body: MatrixImportBody): Promise<MatrixImportJob> {
  return apiClient.post<MatrixImportJob>(API_PATHS.genotypeMatrices, body);
}
