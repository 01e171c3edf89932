import { useEffect } from 'react';
import type { TranslationKey } from '#src/i18n/i18n.ts';
import { showActionError } from '#src/lib/show-api-error.ts';

/**
 * Shows the toast of a failed analysis once per failure: a request the server refused (400:
 * not enough data, no such control…) shows its translated reason, anything else `retryKey`.
 */
export function useAnalysisErrorToast(error: unknown, retryKey: TranslationKey): void {
  useEffect(() => {
    if (error) showActionError(error, retryKey);
  }, [error, retryKey]);
}
