import { isApiError } from '#src/lib/api-error.ts';

/**
 * Whether asking again may help: the server was unreachable, failed (5xx), timed out or
 * throttled. A refusal (400: not enough data, no such control…) or a missing season (404)
 * answers the same until the data or the choice changes, so it offers no retry.
 */
export function canRetry(error: unknown): boolean {
  if (!isApiError(error)) return true;
  return error.status === 0 || error.status >= 500 || error.status === 408 || error.status === 429;
}
