import { i18n, type TranslationKey } from '#src/i18n/i18n.ts';
import { isApiError } from './api-error.ts';
import { loadToasts } from './toast-loader.ts';
import { translateMessage } from './translate-message.ts';

/** The text that best explains a failed call, in the interface language. */
export function describeError(error: unknown): string {
  if (!isApiError(error) || error.status >= 500) return i18n.t('errors.somethingWentWrong');
  if (error.isNetworkError) return i18n.t('errors.network');
  const firstFieldMessage = Object.values(error.fieldErrors ?? {})[0]?.[0];
  const text = error.detail ?? error.serverMessage ?? firstFieldMessage;
  return text ? translateMessage(text) : i18n.t('errors.somethingWentWrong');
}

/**
 * Shows the error toast of a failed call (spec §8), the one place that does so.
 * 401 answers stay quiet: the API client has already ended the session.
 * @param messageKey the caller's message, shown instead of the server's explanation
 */
export function showApiError(error: unknown, messageKey?: TranslationKey): void {
  if (isApiError(error) && error.status === 401) return;
  const text = messageKey ? i18n.t(messageKey) : describeError(error);
  void loadToasts().then(({ toast }) => toast.error(text, { toastId: text }));
}

/**
 * Shows the toast of a failed action: a request the server refused (400) shows its reason
 * (wrong file format, name taken…); any other failure shows the caller's retry message.
 */
export function showActionError(error: unknown, retryKey: TranslationKey): void {
  const isRefused = isApiError(error) && error.status === 400;
  showApiError(error, isRefused ? undefined : retryKey);
}
