import { API_PATHS } from '@plotline/contract/api-paths';
import type { FieldMapFileQuery } from '@plotline/contract/field-maps-file';
import { apiClient, type DownloadedFile } from '#src/lib/api-client.ts';

type FieldMapFile = { fieldId: number; yearId: number };

/**
 * `GET plotline_db/field_maps/export_to_excel/?field_id&year_id` → the season's field-map file
 * (xlsx), which the field-map upload reads back (decision 019).
 */
export function exportFieldMap({ fieldId, yearId }: FieldMapFile): Promise<DownloadedFile> {
  return apiClient.download(API_PATHS.fieldMapExport, undefined, {
    query: { field_id: fieldId, year_id: yearId } satisfies FieldMapFileQuery,
  });
}
