import { API_PATHS } from '@plotline/contract/api-paths';
import type { GenomeFileItem, ReuploadGenomeFileBody } from '@plotline/contract/genome-files';
import { apiClient } from '#src/lib/api-client.ts';

/**
 * `POST genome_files/<id>/reupload/ {upload}`: a failed file's bytes replaced by a new
 * resumable upload (plot, paired and data type kept).
 */
export function reuploadGenomeFile(
  fileId: number,
  body: ReuploadGenomeFileBody,
): Promise<GenomeFileItem> {
  return apiClient.post<GenomeFileItem>(`${API_PATHS.genomeFiles}${fileId}/reupload/`, body);
}
