import { API_PATHS } from '@plotline/contract/api-paths';
import type { RegistrationBody } from '@plotline/contract/auth';
import { useMutation } from '@tanstack/react-query';
import { apiClient } from '#src/lib/api-client.ts';
import { loginAndStoreTokens } from './login.ts';

/** `POST users/registration/` → 201: creates a user without a company. */
export function register(body: RegistrationBody): Promise<unknown> {
  return apiClient.post<unknown>(API_PATHS.registration, body, { auth: false });
}

/** Registers, then signs in with the same credentials and stores the tokens. */
export function useRegister() {
  return useMutation({
    mutationFn: async (body: RegistrationBody) => {
      await register(body);
      await loginAndStoreTokens({ username: body.username, password: body.password1 });
    },
  });
}
