import { API_PATHS } from '@plotline/contract/api-paths';
import type { CreateDivisionBody, Division } from '@plotline/contract/company';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiClient } from '#src/lib/api-client.ts';
import { COMPANY_QUERY_KEY } from './get-company-structure.ts';

/**
 * `POST users/divisions/ {company_division_name, country}` → 201 the division (heads of
 * company only). A name the company already has (trimmed, any case, ё = е) is a 400 on
 * `company_division_name`.
 */
export function createDivision(body: CreateDivisionBody): Promise<Division> {
  return apiClient.post<Division>(API_PATHS.divisions, body);
}

/** Adds a division and reloads the company structure. */
export function useCreateDivision() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createDivision,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: COMPANY_QUERY_KEY }),
  });
}
