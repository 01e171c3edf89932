import { clearTokens } from '#src/lib/auth-tokens.ts';
import { queryClient } from '#src/lib/query-client.ts';
import { useSessionStore } from '#src/stores/session-store.ts';

/** Forgets the signed-in user: tokens, session store and every cached answer. */
export function endSession(): void {
  clearTokens();
  useSessionStore.getState().reset();
  queryClient.clear();
}
