import { API_PATHS } from '@plotline/contract/api-paths';
import type { Division, UpdateDivisionBody } from '@plotline/contract/company';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiClient } from '#src/lib/api-client.ts';
import { COMPANY_QUERY_KEY } from './get-company-structure.ts';

type UpdateDivisionInput = { divisionId: number; body: UpdateDivisionBody };

/**
 * `PATCH users/divisions/{id}/ {company_division_name}` → the division. A head of division
 * may rename only their own (403 otherwise).
 */
export function updateDivision({ divisionId, body }: UpdateDivisionInput): Promise<Division> {
  return apiClient.patch<Division>(`${API_PATHS.divisions}${divisionId}/`, body);
}

/** Renames a division and reloads the company structure. */
export function useUpdateDivision() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateDivision,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: COMPANY_QUERY_KEY }),
  });
}
