import { API_PATHS } from '@plotline/contract/api-paths';
import type { DistanceDownloadQuery } from '@plotline/contract/genome-analyses';
import { apiClient, type DownloadedFile } from '#src/lib/api-client.ts';

/** `GET genome_analyses/{id}/distances/download/?format=csv|xlsx`: the square distance matrix. */
export function downloadDistances(
  id: number,
  format: NonNullable<DistanceDownloadQuery['format']>,
): Promise<DownloadedFile> {
  return apiClient.download(`${API_PATHS.genomeAnalyses}${id}/distances/download/`, undefined, {
    query: { format },
  });
}

/** `GET genome_analyses/{id}/newick/`: the tree as a .nwk file. */
export function downloadNewick(id: number): Promise<DownloadedFile> {
  return apiClient.download(`${API_PATHS.genomeAnalyses}${id}/newick/`);
}
