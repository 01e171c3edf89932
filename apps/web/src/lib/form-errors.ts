import type { FormInstance } from 'antd';
import type { TranslationKey } from '#src/i18n/i18n.ts';
import { isApiError } from './api-error.ts';
import { showApiError } from './show-api-error.ts';
import { translateMessage } from './translate-message.ts';

/**
 * Puts the field errors of a 400 answer on the matching form fields, translated.
 * @returns true when at least one field received an error
 */
export function applyFieldErrors<Values>(
  form: FormInstance<Values>,
  error: unknown,
  fieldNames: readonly string[],
): boolean {
  if (!isApiError(error) || !error.fieldErrors) return false;
  const fields = Object.entries(error.fieldErrors)
    .filter(([name]) => fieldNames.includes(name))
    .map(([name, messages]) => ({ name, errors: messages.map(translateMessage) }));
  // antd types field names as the form's own paths; ours come from the server's keys.
  form.setFields(fields as Parameters<FormInstance<Values>['setFields']>[0]);
  return fields.length > 0;
}

/**
 * Reports a failed form submission (spec §8: every failure shows a toast): the server's field
 * errors go on the form and its explanation into the toast; any other failure shows the
 * caller's retry message.
 */
export function showFormError<Values>(
  form: FormInstance<Values>,
  error: unknown,
  fieldNames: readonly string[],
  retryKey: TranslationKey,
): void {
  if (applyFieldErrors(form, error, fieldNames)) showApiError(error);
  else showApiError(error, retryKey);
}
