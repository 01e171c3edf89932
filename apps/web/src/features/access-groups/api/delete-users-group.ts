import { API_PATHS } from '@plotline/contract/api-paths';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiClient } from '#src/lib/api-client.ts';
import { ACCESS_GROUPS_QUERY_KEY } from './list-groups-with-fields.ts';

/** `DELETE users/users_groups/{id}/` → 204: the group, and the access it gave, are gone. */
export function deleteUsersGroup(groupId: number): Promise<void> {
  return apiClient.delete<void>(`${API_PATHS.usersGroups}${groupId}/`);
}

/** Deletes a group and reloads the groups. */
export function useDeleteUsersGroup() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteUsersGroup,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: ACCESS_GROUPS_QUERY_KEY }),
  });
}
