import { logout } from '#src/features/auth/api/logout.ts';
import { getRefreshToken } from '#src/lib/auth-tokens.ts';
import { endSession } from './end-session.ts';

/**
 * Logs out (spec §4): tells the server to drop the refresh token, then ends the session
 * locally whether or not the call succeeded.
 */
export async function signOut(): Promise<void> {
  const refresh = getRefreshToken();
  try {
    if (refresh) await logout({ refresh });
  } catch {
    // The session ends locally anyway; a token the server kept expires by itself.
  } finally {
    endSession();
  }
}
