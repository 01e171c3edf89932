import { PRODUCT_DB } from '@plotline/contract/api-paths';
import { useMutation } from '@tanstack/react-query';
import { apiClient } from '#src/lib/api-client.ts';
import { saveFile } from '#src/lib/save-file.ts';
import { showActionError } from '#src/lib/show-api-error.ts';
import { type HeritabilitySelection, toHeritabilityQuery } from './compute-heritability.ts';

/**
 * `GET plotline_db/heritability/export/`: the same analysis as an xlsx workbook the server
 * writes (a sheet per trait with its ranked BLUPs, the variance components), headers in the
 * user's language.
 */
export function downloadHeritability(request: HeritabilitySelection) {
  return apiClient.download(`${PRODUCT_DB}/heritability/export/`, undefined, {
    query: toHeritabilityQuery(request),
  });
}

/** Downloads the export and hands it to the browser's save dialog; a failure shows a toast. */
export function useDownloadHeritability() {
  return useMutation({
    mutationFn: downloadHeritability,
    onSuccess: (file) => saveFile(file, 'heritability.xlsx'),
    onError: (error) => showActionError(error, 'statistics.errors.export'),
  });
}
