import { API_PATHS } from '@plotline/contract/api-paths';
import type { ImportJob } from '@plotline/contract/imports';
import type { ColumnMapping } from '#src/components/ui/column-mapping-form.tsx';
import { apiClient, type DownloadedFile } from '#src/lib/api-client.ts';
import { toFormData } from '#src/lib/to-form-data.ts';

/**
 * `POST upload_file/upload_meteo_file/` (multipart `file`, `sector`, optional `mapping` as a
 * JSON string): starts the import job of a weather file (.xlsx or CSV, a row per date).
 */
export function uploadMeteoFile(
  file: File,
  sector: number,
  mapping?: ColumnMapping,
): Promise<ImportJob> {
  return apiClient.post<ImportJob>(
    API_PATHS.uploadMeteoFile,
    toFormData({ file, sector, mapping: mapping ? JSON.stringify(mapping) : undefined }),
  );
}

/** `GET upload_file/meteo_file_template/?sector`: a date column and one per parameter. */
export function downloadMeteoTemplate(sector: number): Promise<DownloadedFile> {
  return apiClient.download(API_PATHS.meteoFileTemplate, undefined, { query: { sector } });
}
