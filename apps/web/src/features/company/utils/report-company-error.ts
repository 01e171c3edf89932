import type { FormInstance } from 'antd';
import type { TranslationKey } from '#src/i18n/i18n.ts';
import { applyFieldErrors } from '#src/lib/form-errors.ts';
import { showActionError, showApiError } from '#src/lib/show-api-error.ts';
import { companyErrorKey } from './company-errors.ts';

type FormTarget<Values> = { form: FormInstance<Values>; fieldNames: readonly string[] };

/**
 * Reports a failed company call (spec §8 "Account"): the server's field errors go on the
 * form, and the toast says the spec's message (permission denied, role too high, division or
 * country missing, division name exists), else the server's reason for a 400, else the
 * caller's retry message.
 */
export function reportCompanyError<Values>(
  error: unknown,
  retryKey: TranslationKey,
  target?: FormTarget<Values>,
): void {
  if (target) applyFieldErrors(target.form, error, target.fieldNames);
  const key = companyErrorKey(error);
  if (key) showApiError(error, key);
  else showActionError(error, retryKey);
}
