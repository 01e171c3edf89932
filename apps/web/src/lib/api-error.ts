import type { FieldErrors } from '@plotline/contract/common';

/** Keys of error bodies that are not field errors (api-contract §1–§2). */
const NON_FIELD_KEYS = new Set(['detail', 'message', 'remainingAttempts', 'blockTimeSeconds']);

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

function readNumber(body: Record<string, unknown>, key: string): number | undefined {
  const value = body[key];
  return typeof value === 'number' && Number.isFinite(value) ? value : undefined;
}

function readString(body: Record<string, unknown>, key: string): string | undefined {
  const value = body[key];
  return typeof value === 'string' && value !== '' ? value : undefined;
}

/** Turns one field's value (`["msg"]`, `"msg"` or `{message}`) into a list of messages. */
function toMessages(value: unknown): string[] {
  if (typeof value === 'string') return [value];
  if (Array.isArray(value)) return value.filter((item) => typeof item === 'string');
  if (isRecord(value) && typeof value.message === 'string') return [value.message];
  return [];
}

function readFieldErrors(body: Record<string, unknown>): FieldErrors | undefined {
  const result: FieldErrors = {};
  for (const [key, value] of Object.entries(body)) {
    if (NON_FIELD_KEYS.has(key)) continue;
    const messages = toMessages(value);
    if (messages.length > 0) result[key] = messages;
  }
  return Object.keys(result).length > 0 ? result : undefined;
}

/**
 * Every non-2xx answer of the API, parsed once by the API client (STYLE: error model).
 * Features read these fields and never parse error bodies themselves.
 */
export class ApiError extends Error {
  override readonly name = 'ApiError';
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

  constructor(status: number, body: unknown) {
    const record = isRecord(body) ? body : {};
    const detail = readString(record, 'detail');
    const serverMessage = readString(record, 'message');
    super(detail ?? serverMessage ?? `HTTP ${status}`);
    this.status = status;
    this.body = body;
    this.detail = detail;
    this.serverMessage = serverMessage;
    this.fieldErrors = readFieldErrors(record);
    this.remainingAttempts = readNumber(record, 'remainingAttempts');
    this.blockTimeSeconds = readNumber(record, 'blockTimeSeconds');
  }

  /** True when the request never reached the server (offline, DNS, connection refused). */
  get isNetworkError(): boolean {
    return this.status === 0;
  }
}

/** Type guard for {@link ApiError}. */
export function isApiError(value: unknown): value is ApiError {
  return value instanceof ApiError;
}
