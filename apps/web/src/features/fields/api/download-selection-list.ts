import { PRODUCT_DB } from '@plotline/contract/api-paths';
import type { SelectionListBody } from '@plotline/contract/imports';
import { apiClient, type DownloadedFile } from '#src/lib/api-client.ts';

type SelectionListFile = { fieldId: number; yearId: number; typeOfFile: 1 | 2 };

/**
 * `POST plotline_db/download_selection_list/ {field_id, type_of_file, year_id}` → xlsx:
 * type 1 plots with parents and phenotypes, type 2 adds the stages.
 */
export function downloadSelectionList({
  fieldId,
  yearId,
  typeOfFile,
}: SelectionListFile): Promise<DownloadedFile> {
  return apiClient.download(`${PRODUCT_DB}/download_selection_list/`, {
    field_id: fieldId,
    type_of_file: typeOfFile,
    year_id: yearId,
  } satisfies SelectionListBody);
}
