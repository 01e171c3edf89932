import type { TokenPair } from '@plotline/contract/auth';
import { COOKIE_NAMES, deleteCookie, getCookie, setCookie } from './cookies.ts';

/** Token cookies outlive the refresh token's own lifetime; the server is the judge of validity. */
const TOKEN_COOKIE_MAX_AGE_SECONDS = 7 * 24 * 60 * 60;

/** The access token of the signed-in user, if any. */
export function getAccessToken(): string | undefined {
  return getCookie(COOKIE_NAMES.token);
}

/** The refresh token of the signed-in user, if any. */
export function getRefreshToken(): string | undefined {
  return getCookie(COOKIE_NAMES.refreshToken);
}

/** Stores a fresh access/refresh pair (after login or refresh). */
export function storeTokens(pair: TokenPair): void {
  setCookie(COOKIE_NAMES.token, pair.access, TOKEN_COOKIE_MAX_AGE_SECONDS);
  setCookie(COOKIE_NAMES.refreshToken, pair.refresh, TOKEN_COOKIE_MAX_AGE_SECONDS);
}

/** Removes both tokens (logout, failed refresh). */
export function clearTokens(): void {
  deleteCookie(COOKIE_NAMES.token);
  deleteCookie(COOKIE_NAMES.refreshToken);
}
