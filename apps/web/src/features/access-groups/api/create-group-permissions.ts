import type { CreatedPermission, CreatePermissionsBody } from '@plotline/contract/access';
import { API_PATHS } from '@plotline/contract/api-paths';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { z } from 'zod';
import { apiClient } from '#src/lib/api-client.ts';
import { ACCESS_GROUPS_QUERY_KEY } from './list-groups-with-fields.ts';

/**
 * `POST plotline_db/field_year_permissions/ {name, write, user_ids, year_ids, add_yourself}`
 * → 201 one permission per year: creates a group that grants those nursery years.
 */
export function createGroupPermissions(
  body: CreatePermissionsBody,
): Promise<z.infer<typeof CreatedPermission>[]> {
  return apiClient.post<z.infer<typeof CreatedPermission>[]>(API_PATHS.fieldYearPermissions, body);
}

/** Creates a group with nursery years and reloads the groups. */
export function useCreateGroupPermissions() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createGroupPermissions,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: ACCESS_GROUPS_QUERY_KEY }),
  });
}
