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

type EmployeeRuleName =
  | 'username'
  | 'password'
  | 'passwordRepeat'
  | 'personName'
  | 'patronymic'
  | 'email'
  | 'phone'
  | 'chosen'
  | 'countries';

/** Validation of the new-employee form (spec §5): the rules `POST users/employees/` applies. */
export function useEmployeeRules(): Record<EmployeeRuleName, Rule[]> {
  const { t } = useTranslation();
  return useMemo(() => {
    const required: Rule = { required: true, whitespace: true, message: t('validation.required') };
    const chosen: Rule = { required: true, message: t('validation.required') };
    const atLeastOne: Rule = {
      required: true,
      type: 'array',
      min: 1,
      message: t('validation.required'),
    };
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
      ],
      password: [
        chosen,
        {
          min: PASSWORD_MIN_LENGTH,
          message: t('validation.minChars', { min: PASSWORD_MIN_LENGTH }),
        },
        max(PASSWORD_MAX_LENGTH),
        passwordRule(VALIDATION_KEYS.passwordSpaces, t('validation.noSpaces')),
        passwordRule(VALIDATION_KEYS.passwordDigit, t('validation.passwordDigit')),
        passwordRule(VALIDATION_KEYS.passwordSpecial, t('validation.passwordSpecial')),
        passwordRule(VALIDATION_KEYS.passwordCase, t('validation.passwordCase')),
      ],
      passwordRepeat: [
        chosen,
        ({ getFieldValue }) => ({
          validator: (_rule, value: unknown) =>
            !value || value === getFieldValue('password')
              ? Promise.resolve()
              : Promise.reject(new Error(t('validation.passwordsMismatch'))),
        }),
      ],
      personName: [required, max(PERSON_NAME_MAX_LENGTH)],
      patronymic: [max(PERSON_NAME_MAX_LENGTH)],
      email: [required, max(EMAIL_MAX_LENGTH), { type: 'email', message: t('validation.email') }],
      phone: [check(isValidPhone, t('validation.phone'))],
      chosen: [chosen],
      countries: [atLeastOne],
    };
  }, [t]);
}
