import { API_PATHS } from '@plotline/contract/api-paths';
import type { LoginBody, TokenPair } from '@plotline/contract/auth';
import { useCallback, useState } from 'react';
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

/**
 * {@link loginAndStoreTokens} with its pending state and last error, as the sign-in form
 * needs them: plain React state, so the sign-in page loads no query cache (decision 029).
 */
export function useLogin() {
  const [isPending, setIsPending] = useState(false);
  const [error, setError] = useState<unknown>(null);
  const mutate = useCallback((body: LoginBody, options: { onSuccess?: () => void } = {}) => {
    setIsPending(true);
    setError(null);
    loginAndStoreTokens(body).then(
      () => {
        setIsPending(false);
        options.onSuccess?.();
      },
      (failure: unknown) => {
        setIsPending(false);
        setError(failure);
      },
    );
  }, []);
  return { mutate, isPending, error };
}
