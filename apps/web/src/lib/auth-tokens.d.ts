import type { TokenPair } from '@plotline/contract/auth';
/** The access token of the signed-in user, if any. */
export declare function getAccessToken(): string | undefined;
/** The refresh token of the signed-in user, if any. */
export declare function getRefreshToken(): string | undefined;
/** Stores a fresh access/refresh pair (after login or refresh). */
export declare function storeTokens(pair: TokenPair): void;
/** Removes both tokens (logout, failed refresh). */
export declare function clearTokens(): void;
