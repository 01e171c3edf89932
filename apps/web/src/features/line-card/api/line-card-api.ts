import { API_PATHS, API_PREFIX } from '@plotline/contract/api-paths';
import type { LineCard, LinePhenotypes, UpdateLineRecordBody } from '@plotline/contract/lines';
import type { LinePhoto, PlotPhoto } from '@plotline/contract/photos';
import { queryOptions } from '@tanstack/react-query';
import { apiClient } from '#src/lib/api-client.ts';

/** Every query of the line card starts with this key. */
export const LINE_CARD_QUERY_KEY = ['line-card'] as const;

/** Keys of one line's queries (invalidate after it changed). */
export function lineKey(lineId: number) {
  return [...LINE_CARD_QUERY_KEY, lineId] as const;
}

/** `GET line_table_list/<id>/`: the record, its inbreeding, plots and years. */
export function lineCardQueryOptions(lineId: number) {
  return queryOptions({
    queryKey: [...lineKey(lineId), 'record'] as const,
    queryFn: ({ signal }) =>
      apiClient.get<LineCard>(`${API_PATHS.lineTable}${lineId}/`, { signal }),
  });
}

/** `PATCH line_table_list/<id>/` with the changed fields only. */
export function updateLine(lineId: number, body: UpdateLineRecordBody): Promise<LineCard> {
  return apiClient.patch<LineCard>(`${API_PATHS.lineTable}${lineId}/`, body);
}

/** `DELETE line_table_list/<id>/` (its owner, and only when no plot uses it). */
export function deleteLine(lineId: number): Promise<unknown> {
  return apiClient.delete(`${API_PATHS.lineTable}${lineId}/`);
}

/** `GET get_phenotype_detailed_information/?line_id`: every plot value of the line, by season. */
export function linePhenotypesQueryOptions(lineId: number) {
  return queryOptions({
    queryKey: [...lineKey(lineId), 'phenotypes'] as const,
    queryFn: ({ signal }) =>
      apiClient.get<LinePhenotypes>(API_PATHS.linePhenotypes, {
        query: { line_id: lineId },
        signal,
      }),
  });
}

/** `GET line_photo/?line_id`: photos of the line itself. */
export function linePhotosQueryOptions(lineId: number) {
  return queryOptions({
    queryKey: [...lineKey(lineId), 'photos'] as const,
    queryFn: ({ signal }) =>
      apiClient.get<LinePhoto[]>(API_PATHS.linePhotos, { query: { line_id: lineId }, signal }),
  });
}

/** `GET plot_photo/?plot_id`: photos of one of the line's plots. */
export function plotPhotosQueryOptions(plotId: number) {
  return queryOptions({
    queryKey: [...LINE_CARD_QUERY_KEY, 'plot-photos', plotId] as const,
    queryFn: ({ signal }) =>
      apiClient.get<PlotPhoto[]>(API_PATHS.plotPhotos, { query: { plot_id: plotId }, signal }),
  });
}

/** The photo's path relative to the API base (answers give it with or without `/api/v1/`). */
function toApiPath(photo: string): string {
  const prefix = `${API_PREFIX}/`;
  return photo.startsWith(prefix) ? photo.slice(prefix.length) : photo;
}

/** A photo's bytes, fetched with the bearer token (an `<img>` cannot send it). */
export function photoFileQueryOptions(photo: string) {
  return queryOptions({
    queryKey: [...LINE_CARD_QUERY_KEY, 'photo-file', photo] as const,
    queryFn: async ({ signal }) =>
      (await apiClient.download(toApiPath(photo), undefined, { signal })).blob,
    staleTime: Number.POSITIVE_INFINITY,
    gcTime: 60_000,
  });
}
