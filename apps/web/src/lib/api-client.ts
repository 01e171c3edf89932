import { API_PATHS, AUTH_DETAILS } from '@plotline/contract/api-paths';
import type { TokenPair } from '@plotline/contract/auth';
import { DEFAULT_LANGUAGE, LANGUAGES, type Language } from '@plotline/contract/rules';
import { env } from '#src/config/env.ts';
import { ApiError } from './api-error.ts';
import { readAttachmentName } from './attachment-name.ts';
import { clearTokens, getAccessToken, getRefreshToken, storeTokens } from './auth-tokens.ts';
import { COOKIE_NAMES, getCookie } from './cookies.ts';
import { appendRequestLog } from './request-log.ts';

/** Hosts of analytics services the client may call besides its own origin (none yet). */
export const ANALYTICS_HOSTS: readonly string[] = [];

type QueryValue = string | number | boolean | null | undefined;
type HttpMethod = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';

export type RequestOptions = {
  method?: HttpMethod;
  /** JSON-serialisable value, or FormData for uploads. */
  body?: unknown;
  /** Query parameters; null and undefined are left out, arrays repeat the key. */
  query?: Record<string, QueryValue | readonly QueryValue[]>;
  signal?: AbortSignal;
  /** `false` for calls made without the access token (login, registration, public lists). */
  auth?: boolean;
  /** `'blob'` answers a {@link DownloadedFile} (xlsx and other attachments) instead of JSON. */
  responseType?: 'json' | 'blob';
};

/** A file the server sent as an attachment: its bytes and the name Content-Disposition gives. */
export type DownloadedFile = { blob: Blob; fileName: string | null };

type SessionHooks = { onSessionExpired: () => void };
let sessionHooks: SessionHooks = { onSessionExpired: () => {} };

/** Tells the client what to do when a session cannot be refreshed (set once by app/). */
export function configureApiClient(hooks: SessionHooks): void {
  sessionHooks = hooks;
}

/** The stored interface language, sent as Accept-Language (ru when none). */
export function readLanguage(): Language {
  const stored = getCookie(COOKIE_NAMES.language);
  return LANGUAGES.find((language) => language === stored) ?? DEFAULT_LANGUAGE;
}

/**
 * Builds the address of a call: API paths are relative to the API base; absolute URLs
 * are allowed only for this origin and {@link ANALYTICS_HOSTS}.
 * @throws Error('Network access denied') for any other absolute URL
 */
function resolveUrl(path: string, query: RequestOptions['query']): URL {
  const isAbsolute = /^[a-z][a-z\d+.-]*:/i.test(path) || path.startsWith('//');
  const url = isAbsolute
    ? new URL(path, window.location.origin)
    : new URL(`${env.apiBaseUrl}${path.replace(/^\/+/, '')}`, window.location.origin);
  const isAllowed =
    (url.protocol === 'https:' || url.protocol === 'http:') &&
    (url.origin === window.location.origin || ANALYTICS_HOSTS.includes(url.host));
  if (!isAllowed) throw new Error('Network access denied');
  for (const [key, value] of Object.entries(query ?? {})) {
    const values: readonly QueryValue[] = Array.isArray(value) ? value : [value];
    for (const item of values) {
      if (item !== null && item !== undefined) url.searchParams.append(key, String(item));
    }
  }
  return url;
}

/** Parses JSON bodies, also those sent without a JSON content type; other text stays text. */
async function readBody(response: Response): Promise<unknown> {
  const text = await response.text();
  if (text === '') return undefined;
  const looksLikeJson = /^\s*[[{"]/.test(text);
  if (!looksLikeJson && !(response.headers.get('content-type') ?? '').includes('json')) return text;
  try {
    return JSON.parse(text);
  } catch {
    return text;
  }
}

async function send<T>(url: URL, options: RequestOptions, token: string | undefined): Promise<T> {
  const method = options.method ?? 'GET';
  const isBlob = options.responseType === 'blob';
  const headers = new Headers({
    Accept: isBlob ? '*/*' : 'application/json',
    'Accept-Language': readLanguage(),
  });
  if (token) headers.set('Authorization', `Bearer ${token}`);
  const isForm = options.body instanceof FormData;
  if (options.body !== undefined && !isForm) headers.set('Content-Type', 'application/json');
  const body = options.body === undefined || isForm ? options.body : JSON.stringify(options.body);
  const startedAt = new Date();
  let response: Response;
  try {
    response = await fetch(url, {
      method,
      headers,
      body: body as BodyInit | undefined,
      signal: options.signal,
      credentials: 'omit',
    });
  } catch (error) {
    appendRequestLog(logEntry(method, url, 0, startedAt));
    if (error instanceof DOMException && error.name === 'AbortError') throw error;
    throw new ApiError(0, undefined);
  }
  appendRequestLog(logEntry(method, url, response.status, startedAt));
  if (isBlob && response.ok) {
    const fileName = readAttachmentName(response.headers.get('content-disposition'));
    return { blob: await response.blob(), fileName } as T;
  }
  const payload = await readBody(response);
  if (!response.ok) throw new ApiError(response.status, payload);
  return payload as T;
}

function logEntry(method: string, url: URL, status: number, startedAt: Date) {
  return {
    method,
    url: `${url.pathname}${url.search}`,
    status,
    durationMs: Date.now() - startedAt.getTime(),
    startedAt: startedAt.toISOString(),
  };
}

/** Spec §8: refresh on these details, or on any 401 except a failed login. */
function needsRefresh(error: unknown): boolean {
  if (!(error instanceof ApiError)) return false;
  if (error.detail === AUTH_DETAILS.tokenInvalid || error.detail === AUTH_DETAILS.invalidToken) {
    return true;
  }
  return error.status === 401 && error.detail !== AUTH_DETAILS.noActiveAccount;
}

let pendingRefresh: Promise<boolean> | null = null;
/** The access token whose session could not be refreshed: its late failures end quietly. */
let expiredToken: string | undefined;

async function runRefresh(usedToken: string | undefined): Promise<boolean> {
  const refresh = getRefreshToken();
  try {
    if (!refresh) throw new Error('No refresh token');
    const url = resolveUrl(API_PATHS.refresh, undefined);
    storeTokens(await send<TokenPair>(url, { method: 'POST', body: { refresh } }, undefined));
    return true;
  } catch {
    expiredToken = usedToken;
    clearTokens();
    sessionHooks.onSessionExpired();
    return false;
  }
}

/**
 * Refreshes the token pair once for every request that failed together; a request whose
 * token was already replaced by a finished refresh just retries, and one whose session
 * already failed to refresh gives up without a second attempt. Also used by the real-time
 * channel (spec §4): on false the tokens are cleared and the session-expired hook has run.
 */
export function refreshSession(usedToken: string | undefined): Promise<boolean> {
  if (pendingRefresh) return pendingRefresh;
  const current = getAccessToken();
  if (current && current !== usedToken) return Promise.resolve(true);
  if (usedToken !== undefined && usedToken === expiredToken) return Promise.resolve(false);
  pendingRefresh = runRefresh(usedToken).finally(() => {
    pendingRefresh = null;
  });
  return pendingRefresh;
}

const AUTH_PATHS: readonly string[] = [API_PATHS.login, API_PATHS.refresh];

/**
 * Calls the API: JSON in and out, bearer token, Accept-Language; on an expired token it
 * refreshes the pair (shared by concurrent failures) and retries the call once.
 * @throws ApiError for every non-2xx answer and for unreachable servers
 * @throws Error('Network access denied') for absolute URLs outside the allow-list
 */
export async function apiRequest<T>(path: string, options: RequestOptions = {}): Promise<T> {
  const url = resolveUrl(path, options.query);
  const usesAuth = options.auth !== false && !AUTH_PATHS.includes(path);
  const usedToken = usesAuth ? getAccessToken() : undefined;
  try {
    return await send<T>(url, options, usedToken);
  } catch (error) {
    if (!usesAuth || !needsRefresh(error)) throw error;
    if (!(await refreshSession(usedToken))) throw error;
    return send<T>(url, options, getAccessToken());
  }
}

type Options = Omit<RequestOptions, 'method' | 'body' | 'responseType'>;

/** Shorthands of {@link apiRequest} per HTTP method. */
export const apiClient = {
  get: <T>(path: string, options?: Options) => apiRequest<T>(path, { ...options, method: 'GET' }),
  post: <T>(path: string, body?: unknown, options?: Options) =>
    apiRequest<T>(path, { ...options, method: 'POST', body }),
  put: <T>(path: string, body?: unknown, options?: Options) =>
    apiRequest<T>(path, { ...options, method: 'PUT', body }),
  patch: <T>(path: string, body?: unknown, options?: Options) =>
    apiRequest<T>(path, { ...options, method: 'PATCH', body }),
  delete: <T>(path: string, options?: Options) =>
    apiRequest<T>(path, { ...options, method: 'DELETE' }),
  /** Downloads an attachment (GET without a body, POST with one); errors stay ApiErrors. */
  download: (path: string, body?: unknown, options?: Options) =>
    apiRequest<DownloadedFile>(path, {
      ...options,
      method: body === undefined ? 'GET' : 'POST',
      body,
      responseType: 'blob',
    }),
};
