import { API_PATHS } from '@plotline/contract/api-paths';
import type { FieldList } from '@plotline/contract/fields';
import { queryOptions } from '@tanstack/react-query';
import { apiClient } from '#src/lib/api-client.ts';
import { AGRO_QUERY_KEY } from './agro-query-key.ts';

/** `GET field_table/?spec_id`: the crop's nurseries with their seasons (the nursery picker). */
export function cropFieldsQueryOptions(specId: number) {
  return queryOptions({
    queryKey: [...AGRO_QUERY_KEY, 'fields', specId] as const,
    queryFn: ({ signal }) =>
      apiClient.get<FieldList>(API_PATHS.fieldTable, { query: { spec_id: specId }, signal }),
  });
}
