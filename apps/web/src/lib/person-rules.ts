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
import type { TFunction } from 'i18next';

/** A form value as trimmed text; anything but a string reads as ''. */
export function trimmedText(value: unknown): string {
  return typeof value === 'string' ? value.trim() : '';
}

/** Rule of a required text: filled in and not blank. */
export function requiredTextRule(t: TFunction): Rule {
  return { required: true, whitespace: true, message: t('validation.required') };
}

/** Rule of a required choice (a select, a password: spaces count as content). */
export function requiredChoiceRule(t: TFunction): Rule {
  return { required: true, message: t('validation.required') };
}

/** The fields every person form shares (registration, new employee). */
export type PersonRules = Record<
  'username' | 'password' | 'passwordRepeat' | 'personName' | 'patronymic' | 'email' | 'phone',
  Rule[]
>;

/**
 * Form rules of a person's login, password, names and contacts (spec §5), the checks the
 * server applies to `POST users/registration/` and `POST users/employees/`. Lengths count the
 * text as typed; the login and phone formats are checked on the trimmed text, blank passes
 * (the required rule reports it). Build them in render with the current `t`.
 * @param passwordField the form field the repeated password must equal
 */
export function buildPersonRules(t: TFunction, passwordField: string): PersonRules {
  const required = requiredTextRule(t);
  const chosen = requiredChoiceRule(t);
  const max = (limit: number): Rule => ({
    max: limit,
    message: t('validation.maxChars', { max: limit }),
  });
  const check = (isValid: (text: string) => boolean, message: string): Rule => ({
    validator: (_rule, value: unknown) => {
      const text = trimmedText(value);
      return text === '' || isValid(text) ? Promise.resolve() : Promise.reject(new Error(message));
    },
  });
  const passwordRule = (key: ValidationKey, message: string): Rule => ({
    validator: (_rule, value: unknown) =>
      typeof value === 'string' && value !== '' && listPasswordProblems(value).includes(key)
        ? Promise.reject(new Error(message))
        : Promise.resolve(),
  });
  return {
    username: [required, max(LOGIN_MAX_LENGTH), check(isValidLogin, t('validation.loginPattern'))],
    password: [
      chosen,
      { min: PASSWORD_MIN_LENGTH, message: t('validation.minChars', { min: PASSWORD_MIN_LENGTH }) },
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
          !value || value === getFieldValue(passwordField)
            ? Promise.resolve()
            : Promise.reject(new Error(t('validation.passwordsMismatch'))),
      }),
    ],
    personName: [required, max(PERSON_NAME_MAX_LENGTH)],
    patronymic: [max(PERSON_NAME_MAX_LENGTH)],
    email: [required, max(EMAIL_MAX_LENGTH), { type: 'email', message: t('validation.email') }],
    phone: [check(isValidPhone, t('validation.phone'))],
  };
}
