import { API_PATHS } from '@plotline/contract/api-paths';
import type { LoginBody, TokenPair } from '@plotline/contract/auth';
import { useMutation } from '@tanstack/react-query';
import { apiClient } from '#src/lib/api-client.ts';
import { storeTokens } from '#src/lib/auth-tokens.ts';

/** `POST login/`: exchanges credentials for a token pair. */
export function login(body: LoginBody): Promise<TokenPair> {
  return apiClient.post<TokenPair>(API_PATHS.login, body, { auth: false });
}

/** Signs in and stores both tokens in cookies. */
export async function loginAndStoreTokens(body: LoginBody): Promise<void> {
  storeTokens(await login({ ...body, username: body.username.trim() }));
}

/** Mutation of {@link loginAndStoreTokens}. */
export function useLogin() {
  return useMutation({ mutationFn: loginAndStoreTokens });
}
