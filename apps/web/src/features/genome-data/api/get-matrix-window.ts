import { API_PATHS } from '@plotline/contract/api-paths';
import type {
  MatrixMarkerPage,
  MatrixWindow,
  MatrixWindowQuery,
} from '@plotline/contract/genotype-matrices';
import { apiClient } from '#src/lib/api-client.ts';

/** `GET genotype_matrices/{id}/window/`: samples × markers of one tile of the browser. */
export function getMatrixWindow(
  id: number,
  query: MatrixWindowQuery,
  signal?: AbortSignal,
): Promise<MatrixWindow> {
  return apiClient.get<MatrixWindow>(`${API_PATHS.genotypeMatrices}${id}/window/`, {
    query,
    signal,
  });
}

/** A region of a matrix: a chromosome, optionally between two positions. */
export type MatrixRegion = { chr?: string; start?: number; end?: number };

/** `GET genotype_matrices/{id}/markers/?page_size=1&chr&start&end`: markers in a region. */
export async function countRegionMarkers(
  id: number,
  region: MatrixRegion,
  signal?: AbortSignal,
): Promise<number> {
  const page = await apiClient.get<MatrixMarkerPage>(
    `${API_PATHS.genotypeMatrices}${id}/markers/`,
    { query: { page_size: 1, ...region }, signal },
  );
  return page.meta.total_items;
}
