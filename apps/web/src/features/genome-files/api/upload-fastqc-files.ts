import { API_PATHS } from '@plotline/contract/api-paths';
import type { GenomeFileList } from '@plotline/contract/genome-files';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiClient } from '#src/lib/api-client.ts';
import { genomeFilesKey } from './list-genome-files.ts';

type FastqcUpload = { plotId: number; files: readonly File[] };

/**
 * Multipart `POST upload_fastqc_files/`: existing FastQC result archives (`*_fastqc.zip`) of a
 * plot, all or nothing (an archive that is not one is a 400 naming it).
 */
export function uploadFastqcFiles({ plotId, files }: FastqcUpload): Promise<GenomeFileList> {
  const form = new FormData();
  form.append('plot_id', String(plotId));
  for (const file of files) form.append('file', file, file.name);
  return apiClient.post<GenomeFileList>(API_PATHS.uploadFastqcFiles, form);
}

/** Uploads FastQC archives and reloads the plot's list. */
export function useUploadFastqcFiles() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: uploadFastqcFiles,
    onSuccess: (_files, { plotId }) =>
      queryClient.invalidateQueries({ queryKey: genomeFilesKey(plotId) }),
  });
}
