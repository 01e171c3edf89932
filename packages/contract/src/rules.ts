/**
 * The validation rules and limits of product-spec §5 and §9, shared by the server's route
 * schemas and the web forms so that both sides reject exactly the same input.
 */

/** Languages of the interface; ru is the default and the fallback (spec §9). */
export const LANGUAGES = ['ru', 'en', 'it', 'es'] as const;
export type Language = (typeof LANGUAGES)[number];
export const DEFAULT_LANGUAGE: Language = 'ru';

/** Generic text input limit when nothing narrower is set (spec §5). */
export const INPUT_MAX_LENGTH = 260;
/** Culture (crop) name length, 1 to 250 (spec §5). */
export const CULTURE_NAME_MAX_LENGTH = 250;
/** Login length; Django's default username limit. */
export const LOGIN_MAX_LENGTH = 150;
/** Person name parts (first, last, patronymic). */
export const PERSON_NAME_MAX_LENGTH = 150;
export const PASSWORD_MIN_LENGTH = 8;
export const PASSWORD_MAX_LENGTH = 128;
export const EMAIL_MAX_LENGTH = 254;
export const YEAR_MIN = 1900;
export const YEAR_MAX = 2100;
/** Allowed special characters in passwords (spec §5: #?!@$%^&*-_). */
export const PASSWORD_SPECIALS = '#?!@$%^&*-_.';

/** Login: only Latin letters, digits and _ . -, with at least one Latin letter. */
export const LOGIN_PATTERN = /^(?=.*[A-Za-z])[A-Za-z0-9_.-]+$/;
/** Phone: a plus followed by 10 to 15 digits, as in +79991234567. */
export const PHONE_PATTERN = /^\+\d{10,15}$/;
/** Up to 4 digits after the decimal dot (spec §5 numeric inputs). */
export const DECIMAL_PATTERN = /^-?\d+(\.\d{1,4})?$/;

/** Message keys of validation failures; the web and the server translate them. */
export const VALIDATION_KEYS = {
  required: 'validation.required',
  loginPattern: 'validation.loginPattern',
  passwordDigit: 'validation.passwordDigit',
  passwordSpecial: 'validation.passwordSpecial',
  passwordCase: 'validation.passwordCase',
  passwordSpaces: 'validation.noSpaces',
  passwordsMismatch: 'validation.passwordsMismatch',
  phone: 'validation.phone',
  email: 'validation.email',
  year: 'validation.year',
  cultureWithNameExists: 'validation.cultureWithNameExists',
  cultureWithLatinNameExists: 'validation.cultureWithLatinNameExists',
  userExists: 'validation.userExists',
} as const;
export type ValidationKey = (typeof VALIDATION_KEYS)[keyof typeof VALIDATION_KEYS];

/** True when the login matches the spec's pattern. */
export function isValidLogin(value: string): boolean {
  return LOGIN_PATTERN.test(value);
}

/**
 * Lists which password rules a candidate breaks, in a stable order; an empty list means
 * the password is acceptable (length is checked separately by min/max).
 */
export function listPasswordProblems(value: string): ValidationKey[] {
  const problems: ValidationKey[] = [];
  if (/\s/.test(value)) problems.push(VALIDATION_KEYS.passwordSpaces);
  if (!/\d/.test(value)) problems.push(VALIDATION_KEYS.passwordDigit);
  if (![...value].some((ch) => PASSWORD_SPECIALS.includes(ch))) {
    problems.push(VALIDATION_KEYS.passwordSpecial);
  }
  if (!/[a-z]/.test(value) || !/[A-Z]/.test(value)) problems.push(VALIDATION_KEYS.passwordCase);
  return problems;
}

/** True for +7999…-style phone numbers. */
export function isValidPhone(value: string): boolean {
  return PHONE_PATTERN.test(value);
}

/** True for a whole year in 1900..2100. */
export function isValidYear(value: number): boolean {
  return Number.isInteger(value) && value >= YEAR_MIN && value <= YEAR_MAX;
}

/**
 * Normalises a name for duplicate checks: trimmed, lower-cased, ё folded to е, inner runs
 * of white space collapsed (spec §5: trimmed, case-insensitive).
 */
export function normalizeName(value: string): string {
  return value.trim().replace(/\s+/g, ' ').toLowerCase().replaceAll('ё', 'е');
}

/** Capitalises the first letter, as the server stores Russian crop names. */
export function capitalizeFirst(value: string): string {
  const trimmed = value.trim();
  return trimmed.charAt(0).toUpperCase() + trimmed.slice(1);
}
