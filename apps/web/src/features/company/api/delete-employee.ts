import { API_PATHS } from '@plotline/contract/api-paths';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiClient } from '#src/lib/api-client.ts';
import { COMPANY_QUERY_KEY } from './get-company-structure.ts';

/**
 * `DELETE users/employees/{id}/` → 204: deactivates the employee (sign-in stops, the data
 * stays). Only someone of a higher role may do it, never on themselves (403).
 */
export function deleteEmployee(userId: number): Promise<void> {
  return apiClient.delete<void>(`${API_PATHS.employees}${userId}/`);
}

/** Deletes (deactivates) an employee and reloads the company structure. */
export function useDeleteEmployee() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteEmployee,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: COMPANY_QUERY_KEY }),
  });
}
