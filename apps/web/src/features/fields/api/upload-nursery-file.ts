import { PRODUCT_DB } from '@plotline/contract/api-paths';
import type { ImportJob } from '@plotline/contract/imports';
import { useMutation } from '@tanstack/react-query';
import { apiClient } from '#src/lib/api-client.ts';
import { toFormData } from '#src/lib/to-form-data.ts';

/**
 * The nursery spreadsheets: plots with phenotypes and stages, the field file, or the field-map
 * file (which only moves the plots of the season it names; width and placement are ignored).
 */
export type NurseryFileKind = 'plot_result' | 'field_file' | 'field_map';

type NurseryUpload = {
  kind: NurseryFileKind;
  file: File;
  specId: number;
  /** Plots per field-map row of a nursery the file creates or adds a year to (2..150); absent keeps widths. */
  maxLengthPerList?: number;
  /** Placement of new plots: 1 file order, 2 linear, 3 random. */
  sortMethod: 1 | 2 | 3;
};

/**
 * Multipart `POST plotline_db/upload_custom_file/{kind}/` → 201 the import job (final already
 * for small files; poll `jobs/{id}/` otherwise).
 */
export function uploadNurseryFile(upload: NurseryUpload): Promise<ImportJob> {
  return apiClient.post<ImportJob>(
    `${PRODUCT_DB}/upload_custom_file/${upload.kind}/`,
    toFormData({
      file: upload.file,
      spec_id: upload.specId,
      max_length_per_list: upload.maxLengthPerList,
      sort_method: upload.sortMethod,
    }),
  );
}

/** Sends a nursery spreadsheet. */
export function useUploadNurseryFile() {
  return useMutation({ mutationFn: uploadNurseryFile });
}
