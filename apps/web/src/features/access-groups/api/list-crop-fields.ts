import { API_PATHS } from '@plotline/contract/api-paths';
import type { FieldList } from '@plotline/contract/fields';
import { queryOptions } from '@tanstack/react-query';
import { apiClient } from '#src/lib/api-client.ts';
import { ACCESS_GROUPS_QUERY_KEY } from './list-groups-with-fields.ts';

/**
 * `GET plotline_db/field_table/?spec_id&grantable=true`: one crop's nurseries whose seasons
 * the manager may grant, with every season (decision 015).
 */
export function listCropFields(specId: number, signal?: AbortSignal): Promise<FieldList> {
  return apiClient.get<FieldList>(API_PATHS.fieldTable, {
    query: { spec_id: specId, grantable: 'true' },
    signal,
  });
}

/** Query of one crop's nurseries for the nursery-year picker (fresh on each opening). */
export function cropFieldsQueryOptions(specId: number) {
  return queryOptions({
    queryKey: [...ACCESS_GROUPS_QUERY_KEY, 'fields', specId] as const,
    queryFn: ({ signal }) => listCropFields(specId, signal),
    staleTime: 0,
  });
}
