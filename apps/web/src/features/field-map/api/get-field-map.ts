import { API_PATHS } from '@plotline/contract/api-paths';
import type { FieldMap, FieldMapList } from '@plotline/contract/field-maps-grid';
import { queryOptions } from '@tanstack/react-query';
import { apiClient } from '#src/lib/api-client.ts';
import { FIELD_MAP_QUERY_KEY } from './field-map-query-key.ts';

/** `GET plotline_db/field_maps/?year_id&field_id`: the season's map (one in the list). */
export async function getFieldMap(
  fieldId: number,
  yearId: number,
  signal?: AbortSignal,
): Promise<FieldMap | null> {
  const maps = await apiClient.get<FieldMapList>(API_PATHS.fieldMaps, {
    query: { field_id: fieldId, year_id: yearId },
    signal,
  });
  return maps[0] ?? null;
}

/**
 * Query of one season's map, read afresh whenever the map is shown: plots change on other
 * pages (the table, imports) that do not know the map.
 */
export function fieldMapQueryOptions(fieldId: number, yearId: number) {
  return queryOptions({
    queryKey: [...FIELD_MAP_QUERY_KEY, fieldId, yearId] as const,
    queryFn: ({ signal }) => getFieldMap(fieldId, yearId, signal),
    staleTime: 0,
  });
}
