import { API_PATHS } from '@plotline/contract/api-paths';
import type { GenomeFileItem } from '@plotline/contract/genome-files';
import { apiClient } from '#src/lib/api-client.ts';

/** `POST genome_files/<id>/uploaded/`: the registered upload has all its bytes; processing starts. */
export function finishGenomeUpload(fileId: number): Promise<GenomeFileItem> {
  return apiClient.post<GenomeFileItem>(`${API_PATHS.genomeFiles}${fileId}/uploaded/`);
}
