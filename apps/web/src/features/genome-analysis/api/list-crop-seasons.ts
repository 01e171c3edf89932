import { API_PATHS } from '@plotline/contract/api-paths';
import type { FieldList } from '@plotline/contract/fields';
import { queryOptions } from '@tanstack/react-query';
import { apiClient } from '#src/lib/api-client.ts';

/**
 * `GET field_table/?spec_id`: the crop's nurseries with their seasons (and regions). The key is
 * the Fields screen's (`['fields', specId, 'list']`), so the pages share one cache entry.
 */
export function cropSeasonsQueryOptions(specId: number) {
  return queryOptions({
    queryKey: ['fields', specId, 'list'] as const,
    queryFn: ({ signal }) =>
      apiClient.get<FieldList>(API_PATHS.fieldTable, { query: { spec_id: specId }, signal }),
  });
}
