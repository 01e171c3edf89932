import type { FormInstance } from 'antd';
import type { TranslationKey } from '#src/i18n/i18n.ts';
import { isApiError } from '#src/lib/api-error.ts';
import { showApiError } from '#src/lib/show-api-error.ts';
import { translateMessage } from '#src/lib/translate-message.ts';
import { GROUP_FIELD_OF, type GroupFormValues } from './group-form.ts';

/**
 * Reports a failed group call (spec §8 "Account": error creating or changing a group, or
 * permission denied for a 403). The server's field errors (create and edit name them
 * differently) go on the matching form fields, translated.
 */
export function reportGroupError(
  error: unknown,
  failureKey: TranslationKey,
  form?: FormInstance<GroupFormValues>,
): void {
  if (form && isApiError(error) && error.fieldErrors) {
    const fields = Object.entries(error.fieldErrors).flatMap(([name, messages]) => {
      const field = GROUP_FIELD_OF[name];
      return field ? [{ name: field, errors: messages.map(translateMessage) }] : [];
    });
    form.setFields(fields);
  }
  const isDenied = isApiError(error) && error.status === 403;
  showApiError(error, isDenied ? 'errors.permissionDenied' : failureKey);
}
