import type { PlotSummary, UpdatePlotBody } from '@plotline/contract/plots';
import { apiClient } from '#src/lib/api-client.ts';
import { PLOT_TABLE_PATH } from './create-plots.ts';

/** `PATCH plotline_db/plot_table/{id}/`: name, line, label, comment, size or parents. */
export function updatePlot(plotId: number, body: UpdatePlotBody): Promise<PlotSummary> {
  return apiClient.patch<PlotSummary>(`${PLOT_TABLE_PATH}${plotId}/`, body);
}
