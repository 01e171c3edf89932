import { API_PATHS } from '@plotline/contract/api-paths';
import type { LogoutResult, RefreshBody } from '@plotline/contract/auth';
import { apiClient } from '#src/lib/api-client.ts';

/** `POST logout/ {refresh}`: blacklists the refresh token on the server. */
export function logout(body: RefreshBody): Promise<LogoutResult> {
  return apiClient.post<LogoutResult>(API_PATHS.logout, body);
}
