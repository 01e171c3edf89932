import type { CreateGroupBody, Group } from '@plotline/contract/access';
import { API_PATHS } from '@plotline/contract/api-paths';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiClient } from '#src/lib/api-client.ts';
import { ACCESS_GROUPS_QUERY_KEY } from './list-groups-with-fields.ts';

/**
 * `POST users/users_groups/ {name, write, user_ids, add_yourself}` → 201 the group: a group
 * without nursery years yet (`field_year_permissions/` needs at least one year).
 */
export function createUsersGroup(body: CreateGroupBody): Promise<Group> {
  return apiClient.post<Group>(API_PATHS.usersGroups, body);
}

/** Creates a group without nursery years and reloads the groups. */
export function useCreateUsersGroup() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createUsersGroup,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: ACCESS_GROUPS_QUERY_KEY }),
  });
}
