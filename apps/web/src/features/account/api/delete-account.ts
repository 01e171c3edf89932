import { API_PATHS } from '@plotline/contract/api-paths';
import type { DeleteAccountBody } from '@plotline/contract/auth';
import { useMutation } from '@tanstack/react-query';
import { apiClient } from '#src/lib/api-client.ts';

/** `POST users/delete_account/ {password}` → 204: deletes the signed-in user's account. */
export function deleteAccount(body: DeleteAccountBody): Promise<void> {
  return apiClient.post<void>(API_PATHS.deleteAccount, body);
}

/** Deletes the signed-in user's account; the caller ends the session once it succeeds. */
export function useDeleteAccount() {
  return useMutation({ mutationFn: deleteAccount });
}
