import { API_PATHS } from '@plotline/contract/api-paths';
import type { GenomeFileItem, RegisterGenomeFileBody } from '@plotline/contract/genome-files';
import { apiClient } from '#src/lib/api-client.ts';

/**
 * `POST genome_files/`: a resumable upload (finished or still arriving) becomes a file of the
 * plot; a finished one starts processing at once.
 */
export function registerGenomeFile(body: RegisterGenomeFileBody): Promise<GenomeFileItem> {
  return apiClient.post<GenomeFileItem>(API_PATHS.genomeFiles, body);
}
