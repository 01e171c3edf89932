import { API_PATHS } from '@plotline/contract/api-paths';
import type { FieldList } from '@plotline/contract/fields';
import { queryOptions } from '@tanstack/react-query';
import { apiClient } from '#src/lib/api-client.ts';

export const FIELD_TABLE_PATH = API_PATHS.fieldTable;

/** Every query of the fields feature starts with this key; invalidate it after imports. */
export const FIELDS_QUERY_KEY = ['fields'] as const;

/** `GET plotline_db/field_table/?spec_id`: the crop's nurseries with their years. */
export function listFields(specId: number, signal?: AbortSignal): Promise<FieldList> {
  return apiClient.get<FieldList>(FIELD_TABLE_PATH, { query: { spec_id: specId }, signal });
}

/** Query of the nursery list of one crop. */
export function fieldListQueryOptions(specId: number) {
  return queryOptions({
    queryKey: [...FIELDS_QUERY_KEY, specId, 'list'] as const,
    queryFn: ({ signal }) => listFields(specId, signal),
  });
}
