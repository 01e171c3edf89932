import { API_PATHS } from '@plotline/contract/api-paths';
import type { PlannedLine } from '@plotline/contract/create-line';
import { queryOptions } from '@tanstack/react-query';
import { apiClient } from '#src/lib/api-client.ts';
import { CREATE_LINE_QUERY_KEY } from './create-line-query-key.ts';

/** `GET create_line/?spec_id`: the crop's planned lines the user sees, newest first. */
export function plannedLinesQueryOptions(specId: number) {
  return queryOptions({
    queryKey: [...CREATE_LINE_QUERY_KEY, 'planned', specId] as const,
    queryFn: ({ signal }) =>
      apiClient.get<PlannedLine[]>(API_PATHS.createLine, { query: { spec_id: specId }, signal }),
  });
}
