import { API_PATHS } from '@plotline/contract/api-paths';
import type { ImportJob } from '@plotline/contract/imports';
import { apiClient, type DownloadedFile } from '#src/lib/api-client.ts';
import { toFormData } from '#src/lib/to-form-data.ts';

/** `POST upload_file/upload_mutation_table/` (multipart `file`, `spec_id`): the import job. */
export function uploadMarkerFile(file: File, specId: number): Promise<ImportJob> {
  return apiClient.post<ImportJob>(API_PATHS.uploadMarkers, toFormData({ file, spec_id: specId }));
}

/** `GET download_mutation_table/?spec_id`: the catalogue as the upload's .xlsx. */
export function downloadMarkers(specId: number): Promise<DownloadedFile> {
  return apiClient.download(API_PATHS.downloadMarkers, undefined, { query: { spec_id: specId } });
}

/** `GET mutation_table_template/`: the upload's columns in the interface language. */
export function downloadMarkerTemplate(): Promise<DownloadedFile> {
  return apiClient.download(API_PATHS.markersTemplate);
}
