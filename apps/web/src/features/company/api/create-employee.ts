import { API_PATHS } from '@plotline/contract/api-paths';
import type { User } from '@plotline/contract/auth';
import type { CreateEmployeeBody } from '@plotline/contract/company';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiClient } from '#src/lib/api-client.ts';
import { COMPANY_QUERY_KEY } from './get-company-structure.ts';

/**
 * `POST users/employees/` (spec §3 employee) → 201 the new user. The role must be lower than
 * the creator's (400 on `role`); a head of division adds only to their own division (403).
 */
export function createEmployee(body: CreateEmployeeBody): Promise<User> {
  return apiClient.post<User>(API_PATHS.employees, body);
}

/** Adds an employee and reloads the company structure. */
export function useCreateEmployee() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createEmployee,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: COMPANY_QUERY_KEY }),
  });
}
