/** Names of the cookies the SPA keeps (product-spec §9), all on path `/`. */
export declare const COOKIE_NAMES: {
    readonly token: "token";
    readonly refreshToken: "refreshToken";
    readonly language: "language";
};
export type CookieName = (typeof COOKIE_NAMES)[keyof typeof COOKIE_NAMES];
/** Reads a cookie of this page; `undefined` when it is absent or empty. */
export declare function getCookie(name: CookieName): string | undefined;
/**
 * Writes a cookie on path `/` (SameSite=Lax, Secure over HTTPS).
 * @param maxAgeSeconds lifetime in seconds; omitted for a browser-session cookie
 */
export declare function setCookie(name: CookieName, value: string, maxAgeSeconds?: number): void;
/** Deletes a cookie on path `/`. */
export declare function deleteCookie(name: CookieName): void;
