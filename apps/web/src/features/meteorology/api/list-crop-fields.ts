import { API_PATHS } from '@plotline/contract/api-paths';
import type { FieldList } from '@plotline/contract/fields';
import { queryOptions } from '@tanstack/react-query';
import { apiClient } from '#src/lib/api-client.ts';
import { METEO_QUERY_KEY } from './meteo-query-key.ts';

/** `GET field_table/?spec_id`: the crop's nurseries, which a sector may serve. */
export function listCropFields(specId: number, signal?: AbortSignal): Promise<FieldList> {
  return apiClient.get<FieldList>(API_PATHS.fieldTable, { query: { spec_id: specId }, signal });
}

/** Query of the crop's nurseries (names for the sector's links and the chart's picker). */
export function cropFieldsQueryOptions(specId: number) {
  return queryOptions({
    queryKey: [...METEO_QUERY_KEY, 'fields', specId] as const,
    queryFn: ({ signal }) => listCropFields(specId, signal),
  });
}
