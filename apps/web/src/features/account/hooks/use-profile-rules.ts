import { UpdateProfileBody } from '@plotline/contract/auth';
import { EMAIL_MAX_LENGTH, isValidPhone, PERSON_NAME_MAX_LENGTH } from '@plotline/contract/rules';
import type { Rule } from 'antd/es/form';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { requiredTextRule, trimmedText } from '#src/lib/person-rules.ts';
import { EXTRA_INFORMATION_MAX_LENGTH } from '../utils/profile-form-values.ts';

/** The server's own e-mail check, so that both sides accept exactly the same addresses. */
const isValidEmail = (text: string) => UpdateProfileBody.shape.email.safeParse(text).success;

/**
 * Validation of the profile form (spec §5), the rules `UpdateProfileBody` applies on the
 * server; lengths count the trimmed text, as the server does.
 */
export function useProfileRules({ isEmailRequired }: { isEmailRequired: boolean }) {
  const { t } = useTranslation();
  return useMemo(() => {
    const required = requiredTextRule(t);
    const max = (limit: number): Rule => ({
      validator: (_rule, value: unknown) =>
        trimmedText(value).length > limit
          ? Promise.reject(new Error(t('validation.maxChars', { max: limit })))
          : Promise.resolve(),
    });
    /** A format check of a filled-in, not too long value (blank and length have own rules). */
    const format = (isValid: (text: string) => boolean, limit: number, message: string): Rule => ({
      validator: (_rule, value: unknown) => {
        const text = trimmedText(value);
        return text === '' || text.length > limit || isValid(text)
          ? Promise.resolve()
          : Promise.reject(new Error(message));
      },
    });
    return {
      personName: [required, max(PERSON_NAME_MAX_LENGTH)] satisfies Rule[],
      patronymic: [max(PERSON_NAME_MAX_LENGTH)] satisfies Rule[],
      email: [
        ...(isEmailRequired ? [required] : []),
        max(EMAIL_MAX_LENGTH),
        format(isValidEmail, EMAIL_MAX_LENGTH, t('validation.email')),
      ] satisfies Rule[],
      phone: [
        format(isValidPhone, Number.POSITIVE_INFINITY, t('validation.phone')),
      ] satisfies Rule[],
      extraInformation: [max(EXTRA_INFORMATION_MAX_LENGTH)] satisfies Rule[],
    };
  }, [t, isEmailRequired]);
}
