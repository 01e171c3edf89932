import { PRODUCT_DB } from '@plotline/contract/api-paths';
import type { PlotPhoto } from '@plotline/contract/photos';
import { queryOptions } from '@tanstack/react-query';
import { apiClient } from '#src/lib/api-client.ts';
import { PLOTS_QUERY_KEY } from './list-combined-plots.ts';

export const PLOT_PHOTO_PATH = `${PRODUCT_DB}/plot_photo/`;

/** Key of a plot's photo list. */
export function plotPhotosKey(plotId: number) {
  return [...PLOTS_QUERY_KEY, 'photos', plotId] as const;
}

/** `GET plotline_db/plot_photo/?plot_id`: the plot's photos. */
export function listPlotPhotos(plotId: number, signal?: AbortSignal): Promise<PlotPhoto[]> {
  return apiClient.get<PlotPhoto[]>(PLOT_PHOTO_PATH, { query: { plot_id: plotId }, signal });
}

export function plotPhotosQueryOptions(plotId: number) {
  return queryOptions({
    queryKey: plotPhotosKey(plotId),
    queryFn: ({ signal }) => listPlotPhotos(plotId, signal),
  });
}
