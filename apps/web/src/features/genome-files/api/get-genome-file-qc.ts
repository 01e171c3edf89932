import { API_PATHS } from '@plotline/contract/api-paths';
import type { GenomeFileQc } from '@plotline/contract/genome-files';
import { queryOptions } from '@tanstack/react-query';
import { apiClient } from '#src/lib/api-client.ts';
import { GENOME_FILES_QUERY_KEY } from './list-genome-files.ts';

/** `GET genome_files/<id>/qc/`: the full QC report of each sequence file the file held. */
export function genomeFileQcQueryOptions(fileId: number) {
  return queryOptions({
    queryKey: [...GENOME_FILES_QUERY_KEY, 'qc', fileId] as const,
    queryFn: ({ signal }) =>
      apiClient.get<GenomeFileQc>(`${API_PATHS.genomeFiles}${fileId}/qc/`, { signal }),
    staleTime: Number.POSITIVE_INFINITY,
  });
}
