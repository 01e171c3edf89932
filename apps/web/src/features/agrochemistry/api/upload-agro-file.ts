import { API_PATHS } from '@plotline/contract/api-paths';
import type { ImportJob } from '@plotline/contract/imports';
import type { ColumnMapping } from '#src/components/ui/column-mapping-form.tsx';
import { apiClient, type DownloadedFile } from '#src/lib/api-client.ts';
import { toFormData } from '#src/lib/to-form-data.ts';

/**
 * Multipart `POST upload_file/upload_agrochemistry_file/` → the import job; `mapping` (header
 * → soil parameter id, or null to skip) answers a file whose headers named no parameter.
 */
export function uploadAgroFile(
  file: File,
  year: number,
  mapping?: ColumnMapping,
): Promise<ImportJob> {
  return apiClient.post<ImportJob>(
    API_PATHS.uploadAgroFile,
    toFormData({ file, year, mapping: mapping ? JSON.stringify(mapping) : undefined }),
  );
}

/** `GET upload_file/agrochemistry_file_template/?year`: nursery, plot, date, one column a parameter. */
export function downloadAgroTemplate(year: number): Promise<DownloadedFile> {
  return apiClient.download(API_PATHS.agroFileTemplate, undefined, { query: { year } });
}
