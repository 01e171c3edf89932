import { PRODUCT_DB } from '@plotline/contract/api-paths';
import type { SowingListBody } from '@plotline/contract/imports';
import { apiClient, type DownloadedFile } from '#src/lib/api-client.ts';

type SowingListFile = { fieldId: number; yearId: number; typeOfFile: 1 | 2 | 3 | 4 };

/**
 * `POST plotline_db/sowing_list/ {field_id, type_of_file, year_id}` → xlsx: 1 by plot order,
 * 2 by plot label, 3 grouped by line, 4 with note columns.
 */
export function downloadSowingList({
  fieldId,
  yearId,
  typeOfFile,
}: SowingListFile): Promise<DownloadedFile> {
  return apiClient.download(`${PRODUCT_DB}/sowing_list/`, {
    field_id: fieldId,
    type_of_file: typeOfFile,
    year_id: yearId,
  } satisfies SowingListBody);
}
