import { API_PATHS } from '@plotline/contract/api-paths';
import type { CompanyStructure } from '@plotline/contract/company';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiClient } from '#src/lib/api-client.ts';

/** Every query of the company feature starts with this key; invalidate it after changes. */
export const COMPANY_QUERY_KEY = ['company'] as const;

/**
 * `GET users/company_structure/?is_active=true`: the company's heads and its divisions with
 * their heads and members; deactivated (deleted) employees are left out.
 */
export function getCompanyStructure(signal?: AbortSignal): Promise<CompanyStructure> {
  return apiClient.get<CompanyStructure>(API_PATHS.companyStructure, {
    query: { is_active: 'true' },
    signal,
  });
}

/** Query of the signed-in user's company structure. */
export function companyStructureQueryOptions() {
  return queryOptions({
    queryKey: [...COMPANY_QUERY_KEY, 'structure'] as const,
    queryFn: ({ signal }) => getCompanyStructure(signal),
  });
}

/**
 * The company structure of the signed-in user (403 for a user without a company).
 * @param isEnabled false for a user the session already knows to have no company
 */
export function useCompanyStructure(isEnabled = true) {
  return useQuery({ ...companyStructureQueryOptions(), enabled: isEnabled });
}
