import type { TranslationKey } from '#src/i18n/i18n.ts';
import { isApiError } from '#src/lib/api-error.ts';
import { showApiError } from '#src/lib/show-api-error.ts';

/**
 * Shows the toast of a failed storage action: a refusal with a reason (400 bad input,
 * 403 not allowed, 409 overdraw or a delete the server refuses, 404 gone) shows the server's translated
 * explanation; any other failure shows the caller's retry message.
 */
export function showStorageError(error: unknown, retryKey: TranslationKey): void {
  const hasReason = isApiError(error) && [400, 403, 404, 409].includes(error.status);
  showApiError(error, hasReason ? undefined : retryKey);
}
