import { PRODUCT_DB } from '@plotline/contract/api-paths';
import { apiClient, type DownloadedFile } from '#src/lib/api-client.ts';

type FieldYearFile = { specId: number; yearId: number };

/** `GET plotline_db/download_plot_data/?spec_id&year_id` → the season's plots and values (xlsx). */
export function downloadPlotData({ specId, yearId }: FieldYearFile): Promise<DownloadedFile> {
  return apiClient.download(`${PRODUCT_DB}/download_plot_data/`, undefined, {
    query: { spec_id: specId, year_id: yearId },
  });
}
