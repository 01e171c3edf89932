import { useEffect } from 'react';
import type { TranslationKey } from '#src/i18n/i18n.ts';
import { showApiError } from './show-api-error.ts';

/**
 * Shows the error toast of a failed query once per failure (spec §8: fetch failures ask the
 * user to reload the page, so pass a message that says so).
 */
export function useErrorToast(error: unknown, messageKey: TranslationKey): void {
  useEffect(() => {
    if (error) showApiError(error, messageKey);
  }, [error, messageKey]);
}
