import { type Language } from '@plotline/contract/rules';
/** Hosts of analytics services the client may call besides its own origin (none yet). */
export declare const ANALYTICS_HOSTS: readonly string[];
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
export type DownloadedFile = {
    blob: Blob;
    fileName: string | null;
};
type SessionHooks = {
    onSessionExpired: () => void;
};
/** Tells the client what to do when a session cannot be refreshed (set once by app/). */
export declare function configureApiClient(hooks: SessionHooks): void;
/** The stored interface language, sent as Accept-Language (ru when none). */
export declare function readLanguage(): Language;
/**
 * Refreshes the token pair once for every request that failed together; a request whose
 * token was already replaced by a finished refresh just retries, and one whose session
 * already failed to refresh gives up without a second attempt. Also used by the real-time
 * channel (spec §4): on false the tokens are cleared and the session-expired hook has run.
 */
export declare function refreshSession(usedToken: string | undefined): Promise<boolean>;
/**
 * Calls the API: JSON in and out, bearer token, Accept-Language; on an expired token it
 * refreshes the pair (shared by concurrent failures) and retries the call once.
 * @throws ApiError for every non-2xx answer and for unreachable servers
 * @throws Error('Network access denied') for absolute URLs outside the allow-list
 */
export declare function apiRequest<T>(path: string, options?: RequestOptions): Promise<T>;
type Options = Omit<RequestOptions, 'method' | 'body' | 'responseType'>;
/** Shorthands of {@link apiRequest} per HTTP method. */
export declare const apiClient: {
    get: <T>(path: string, options?: Options) => Promise<T>;
    post: <T>(path: string, body?: unknown, options?: Options) => Promise<T>;
    put: <T>(path: string, body?: unknown, options?: Options) => Promise<T>;
    patch: <T>(path: string, body?: unknown, options?: Options) => Promise<T>;
    delete: <T>(path: string, options?: Options) => Promise<T>;
    /** Downloads an attachment (GET without a body, POST with one); errors stay ApiErrors. */
    download: (path: string, body?: unknown, options?: Options) => Promise<DownloadedFile>;
};
export {};
