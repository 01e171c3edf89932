/** Names of the cookies the SPA keeps (product-spec §9), all on path `/`. */
export const COOKIE_NAMES = {
  token: 'token',
  refreshToken: 'refreshToken',
  language: 'language',
} as const;
export type CookieName = (typeof COOKIE_NAMES)[keyof typeof COOKIE_NAMES];

/** Reads a cookie of this page; `undefined` when it is absent or empty. */
export function getCookie(name: CookieName): string | undefined {
  const prefix = `${name}=`;
  for (const part of document.cookie.split(';')) {
    const entry = part.trim();
    if (entry.startsWith(prefix)) {
      const value = decodeURIComponent(entry.slice(prefix.length));
      return value === '' ? undefined : value;
    }
  }
  return undefined;
}

/**
 * Writes a cookie on path `/` (SameSite=Lax, Secure over HTTPS).
 * @param maxAgeSeconds lifetime in seconds; omitted for a browser-session cookie
 */
export function setCookie(name: CookieName, value: string, maxAgeSeconds?: number): void {
  const parts = [`${name}=${encodeURIComponent(value)}`, 'path=/', 'SameSite=Lax'];
  if (maxAgeSeconds !== undefined) parts.push(`max-age=${Math.floor(maxAgeSeconds)}`);
  if (window.location.protocol === 'https:') parts.push('Secure');
  // biome-ignore lint/suspicious/noDocumentCookie: a three-cookie helper does not need the async Cookie Store API
  document.cookie = parts.join('; ');
}

/** Deletes a cookie on path `/`. */
export function deleteCookie(name: CookieName): void {
  // biome-ignore lint/suspicious/noDocumentCookie: see setCookie
  document.cookie = `${name}=; path=/; max-age=0; SameSite=Lax`;
}
