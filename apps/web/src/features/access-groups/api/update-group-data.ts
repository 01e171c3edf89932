import type { Permission, UpdateGroupDataBody } from '@plotline/contract/access';
import { API_PATHS } from '@plotline/contract/api-paths';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { z } from 'zod';
import { apiClient } from '#src/lib/api-client.ts';
import { ACCESS_GROUPS_QUERY_KEY } from './list-groups-with-fields.ts';

export type UpdateGroupDataInput = z.input<typeof UpdateGroupDataBody>;

/**
 * `PATCH plotline_db/field_year_permissions/update_group_data/ {user_group_id,
 * user_group_name, user_group_write, user_ids, year_ids}` → the group's permissions: replaces
 * the group's name, level, members and nursery years.
 */
export function updateGroupData(body: UpdateGroupDataInput): Promise<Permission[]> {
  return apiClient.patch<Permission[]>(`${API_PATHS.fieldYearPermissions}update_group_data/`, body);
}

/** Changes a group and reloads the groups. */
export function useUpdateGroupData() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateGroupData,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: ACCESS_GROUPS_QUERY_KEY }),
  });
}
