import { PRODUCT_DB } from '@plotline/contract/api-paths';
import { apiClient, type DownloadedFile } from '#src/lib/api-client.ts';

type FieldYearFile = { specId: number; yearId: number };

/** `GET plotline_db/excel_file/download_field_file/?spec_id&year_id` → the field file (xlsx). */
export function downloadFieldFile({ specId, yearId }: FieldYearFile): Promise<DownloadedFile> {
  return apiClient.download(`${PRODUCT_DB}/excel_file/download_field_file/`, undefined, {
    query: { spec_id: specId, year_id: yearId },
  });
}
