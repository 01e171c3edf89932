import { API_PATHS } from '@plotline/contract/api-paths';
import type { CompanyUserList } from '@plotline/contract/company';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiClient } from '#src/lib/api-client.ts';
import { ACCESS_GROUPS_QUERY_KEY } from './list-groups-with-fields.ts';

/** `GET users/users_by_company_id/?ordering=username`: the company's active users. */
export function listCompanyUsers(signal?: AbortSignal): Promise<CompanyUserList> {
  return apiClient.get<CompanyUserList>(API_PATHS.usersByCompany, {
    query: { ordering: 'username' },
    signal,
  });
}

/** Query of the people a group may include; reloaded on every visit (staff changes). */
export function companyUsersQueryOptions() {
  return queryOptions({
    queryKey: [...ACCESS_GROUPS_QUERY_KEY, 'users'] as const,
    queryFn: ({ signal }) => listCompanyUsers(signal),
    staleTime: 0,
  });
}

/** The company's active users, the candidates for group membership. */
export function useCompanyUsers() {
  return useQuery(companyUsersQueryOptions());
}
