import type { TranslationKey } from '#src/i18n/i18n.ts';
import { isApiError } from '#src/lib/api-error.ts';
import { showApiError } from '#src/lib/show-api-error.ts';
import { translateMessage } from '#src/lib/translate-message.ts';

/**
 * Shows the toast of a failed meteorology action: a refusal with a reason (400, 403, 404, 409)
 * shows the server's translated explanation; any other failure the caller's retry message.
 */
export function showMeteoError(error: unknown, retryKey: TranslationKey): void {
  const hasReason = isApiError(error) && [400, 403, 404, 409].includes(error.status);
  showApiError(error, hasReason ? undefined : retryKey);
}

/**
 * The server's message about a cell's value (`{ value: ["…"] }` of a 400), translated; any
 * other field's first message, else undefined (the caller shows a toast then).
 */
export function readValueError(error: unknown): string | undefined {
  if (!isApiError(error) || error.status !== 400 || !error.fieldErrors) return undefined;
  const messages = error.fieldErrors.value ?? Object.values(error.fieldErrors)[0];
  const first = messages?.[0];
  return first ? translateMessage(first) : undefined;
}
