import {
  EMAIL_MAX_LENGTH,
  isValidLogin,
  isValidPhone,
  LOGIN_MAX_LENGTH,
  listPasswordProblems,
  PASSWORD_MAX_LENGTH,
  PASSWORD_MIN_LENGTH,
  PERSON_NAME_MAX_LENGTH,
  VALIDATION_KEYS,
  type ValidationKey,
} from '@plotline/contract/rules';
import type { Rule } from 'antd/es/form';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';

const asText = (value: unknown) => (typeof value === 'string' ? value.trim() : '');

/** Validation of the registration form (spec §5), the same rules the server applies. */
export function useSignUpRules() {
  const { t } = useTranslation();
  return useMemo(() => {
    const required: Rule = { required: true, whitespace: true, message: t('validation.required') };
    const max = (limit: number): Rule => ({
      max: limit,
      message: t('validation.maxChars', { max: limit }),
    });
    const check = (isValid: (text: string) => boolean, message: string): Rule => ({
      validator: (_rule, value: unknown) => {
        const text = asText(value);
        return text === '' || isValid(text)
          ? Promise.resolve()
          : Promise.reject(new Error(message));
      },
    });
    const passwordRule = (key: ValidationKey, message: string): Rule => ({
      validator: (_rule, value: unknown) =>
        typeof value === 'string' && value !== '' && listPasswordProblems(value).includes(key)
          ? Promise.reject(new Error(message))
          : Promise.resolve(),
    });
    return {
      username: [
        required,
        max(LOGIN_MAX_LENGTH),
        check(isValidLogin, t('validation.loginPattern')),
      ] satisfies Rule[],
      password1: [
        { required: true, message: t('validation.required') },
        {
          min: PASSWORD_MIN_LENGTH,
          message: t('validation.minChars', { min: PASSWORD_MIN_LENGTH }),
        },
        max(PASSWORD_MAX_LENGTH),
        passwordRule(VALIDATION_KEYS.passwordSpaces, t('validation.noSpaces')),
        passwordRule(VALIDATION_KEYS.passwordDigit, t('validation.passwordDigit')),
        passwordRule(VALIDATION_KEYS.passwordSpecial, t('validation.passwordSpecial')),
        passwordRule(VALIDATION_KEYS.passwordCase, t('validation.passwordCase')),
      ] satisfies Rule[],
      password2: [
        { required: true, message: t('validation.required') },
        ({ getFieldValue }) => ({
          validator: (_rule, value: unknown) =>
            !value || value === getFieldValue('password1')
              ? Promise.resolve()
              : Promise.reject(new Error(t('validation.passwordsMismatch'))),
        }),
      ] satisfies Rule[],
      personName: [required, max(PERSON_NAME_MAX_LENGTH)] satisfies Rule[],
      patronymic: [max(PERSON_NAME_MAX_LENGTH)] satisfies Rule[],
      email: [
        required,
        max(EMAIL_MAX_LENGTH),
        { type: 'email', message: t('validation.email') },
      ] satisfies Rule[],
      phone: [check(isValidPhone, t('validation.phone'))] satisfies Rule[],
    };
  }, [t]);
}
