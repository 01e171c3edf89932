import type { FormInstance } from 'antd';
import { isApiError } from './api-error.ts';
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
