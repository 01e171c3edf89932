import { API_PATHS } from '@plotline/contract/api-paths';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiClient } from '#src/lib/api-client.ts';
import { genomeFilesKey } from './list-genome-files.ts';

type FileRef = { fileId: number; plotId: number };

/** `DELETE delete_fastqc_file/<id>/`: the file, its bytes and QC archive. */
export function deleteGenomeFile({ fileId }: FileRef): Promise<void> {
  return apiClient.delete<void>(`${API_PATHS.deleteFastqcFile}${fileId}/`);
}

/**
 * Deletes a file and reloads the plot's list; `onDeleted` lets the page reload what the plot's
 * genotypes from reads changed (they are called again from the remaining files).
 */
export function useDeleteGenomeFile(onDeleted?: () => void) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteGenomeFile,
    onSuccess: async (_answer, { plotId }) => {
      onDeleted?.();
      await queryClient.invalidateQueries({ queryKey: genomeFilesKey(plotId) });
    },
  });
}
