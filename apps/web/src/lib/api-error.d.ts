import type { FieldErrors } from '@plotline/contract/common';
/**
 * Every non-2xx answer of the API, parsed once by the API client (STYLE: error model).
 * Features read these fields and never parse error bodies themselves.
 */
export declare class ApiError extends Error {
    readonly name = "ApiError";
    /** HTTP status; 0 when the server could not be reached. */
    readonly status: number;
    /** `detail` of 401/403/404 answers. */
    readonly detail: string | undefined;
    /** Top-level `message` (failed or blocked login). */
    readonly serverMessage: string | undefined;
    /** 400 answers: each failing field with its messages (texts or i18n keys). */
    readonly fieldErrors: FieldErrors | undefined;
    /** Failed login: attempts left before the login is blocked. */
    readonly remainingAttempts: number | undefined;
    /** Blocked login: seconds until the next attempt is allowed. */
    readonly blockTimeSeconds: number | undefined;
    /** The raw body as received (parsed JSON or text). */
    readonly body: unknown;
    constructor(status: number, body: unknown);
    /** True when the request never reached the server (offline, DNS, connection refused). */
    get isNetworkError(): boolean;
}
/** Type guard for {@link ApiError}. */
export declare function isApiError(value: unknown): value is ApiError;
