import { API_PATHS } from '@plotline/contract/api-paths';
import type { LineCard, LinePicker } from '@plotline/contract/lines';
import { queryOptions } from '@tanstack/react-query';
import { apiClient } from './api-client.ts';

/** Lines a picker asks for per search. */
export const LINE_PICKER_LIMIT = 50;

/** `GET line_ids_names/?spec_id&search&limit`: the crop's lines whose name contains `search`. */
export function linePickerQueryOptions(specId: number, search: string) {
  return queryOptions({
    queryKey: ['lines', specId, 'picker', search] as const,
    queryFn: ({ signal }) =>
      apiClient.get<LinePicker>(API_PATHS.linePicker, {
        query: { spec_id: specId, search: search || undefined, limit: LINE_PICKER_LIMIT },
        signal,
      }),
    staleTime: 30_000,
  });
}

/** `GET line_table_list/<id>/`: one line (a picker names the lines an address gave by id). */
export function lineNameQueryOptions(lineId: number) {
  return queryOptions({
    queryKey: ['lines', 'name', lineId] as const,
    queryFn: async ({ signal }) =>
      (await apiClient.get<LineCard>(`${API_PATHS.lineTable}${lineId}/`, { signal })).line_name,
    staleTime: 60_000,
    retry: false,
  });
}

/** Reads a list of ids such as `1,2,3` from an address parameter (bad items are left out). */
export function readIdList(value: string | null): number[] {
  if (!value) return [];
  const ids = value
    .split(',')
    .map((item) => Number(item.trim()))
    .filter((id) => Number.isInteger(id) && id > 0);
  return [...new Set(ids)];
}
