import type { GroupWithFields } from '@plotline/contract/access';
import { API_PATHS } from '@plotline/contract/api-paths';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiClient } from '#src/lib/api-client.ts';

/** Every query of the access-groups feature starts with this key; invalidate it after changes. */
export const ACCESS_GROUPS_QUERY_KEY = ['access-groups'] as const;

/**
 * `GET plotline_db/user_groups_with_fields/`: the company's access groups with their
 * members and granted nursery years (403 to employees and users without a company).
 */
export function listGroupsWithFields(signal?: AbortSignal): Promise<GroupWithFields[]> {
  return apiClient.get<GroupWithFields[]>(API_PATHS.userGroupsWithFields, { signal });
}

/** Query of the company's access groups; reloaded on every visit (others change them too). */
export function groupsWithFieldsQueryOptions() {
  return queryOptions({
    queryKey: [...ACCESS_GROUPS_QUERY_KEY, 'groups'] as const,
    queryFn: ({ signal }) => listGroupsWithFields(signal),
    staleTime: 0,
  });
}

/** The company's access groups. */
export function useGroupsWithFields() {
  return useQuery(groupsWithFieldsQueryOptions());
}
