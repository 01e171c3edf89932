import { useTranslation } from 'react-i18next';
import { isApiError } from '#src/lib/api-error.ts';
import { describeError } from '#src/lib/show-api-error.ts';

/** The message of a failed sign-in: attempts left, a temporary block, or the server's reason. */
export function useLoginErrorText(error: unknown): string | null {
  const { t } = useTranslation();
  if (!error) return null;
  if (isApiError(error) && error.blockTimeSeconds !== undefined) {
    return t('auth.errors.tooManyAttempts', { seconds: error.blockTimeSeconds });
  }
  if (isApiError(error) && error.remainingAttempts !== undefined) {
    return t('auth.errors.invalidCredentials', { attempts: error.remainingAttempts });
  }
  return describeError(error);
}
