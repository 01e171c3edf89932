import { z } from 'zod';
import { idList, optionalText, patchBody, phoneField, requiredText, text } from './common.ts';
import {
  EMAIL_MAX_LENGTH,
  LOGIN_MAX_LENGTH,
  LOGIN_PATTERN,
  listPasswordProblems,
  PASSWORD_MAX_LENGTH,
  PASSWORD_MIN_LENGTH,
  PERSON_COUNTRIES_MAX,
  PERSON_NAME_MAX_LENGTH,
  TOKEN_MAX_LENGTH,
  VALIDATION_KEYS,
} from './rules.ts';

/** `POST login/` body. The login is trimmed (spec §5). */
export const LoginBody = z.object({
  username: requiredText(LOGIN_MAX_LENGTH).describe('Login (case-sensitive after trimming)'),
  password: text().min(1).max(PASSWORD_MAX_LENGTH),
});
export type LoginBody = z.infer<typeof LoginBody>;

/** Access and refresh JWTs returned by login and refresh. */
export const TokenPair = z.object({
  access: z.string().describe('Access token, HS256, 5 minutes by default'),
  refresh: z.string().describe('Refresh token, HS256, 1 day by default; single use'),
});
export type TokenPair = z.infer<typeof TokenPair>;

/** 400 answer of a failed login: the count of attempts left before a block. */
export const InvalidCredentials = z.object({
  message: z.string(),
  remainingAttempts: z.number().int(),
});
export type InvalidCredentials = z.infer<typeof InvalidCredentials>;

/** 403 answer while a login is blocked after three failures. */
export const LoginBlocked = z.object({
  message: z.string(),
  blockTimeSeconds: z.number().int(),
});
export type LoginBlocked = z.infer<typeof LoginBlocked>;

/** `POST refresh/` and `POST logout/` body. */
export const RefreshBody = z.object({ refresh: text().min(1).max(TOKEN_MAX_LENGTH) });
export type RefreshBody = z.infer<typeof RefreshBody>;

/** `POST logout/` answer. */
export const LogoutResult = z.object({ detail: z.string() });
export type LogoutResult = z.infer<typeof LogoutResult>;

const PasswordField = text()
  .min(PASSWORD_MIN_LENGTH)
  .max(PASSWORD_MAX_LENGTH)
  .superRefine((value, ctx) => {
    const [problem] = listPasswordProblems(value);
    if (problem) ctx.addIssue({ code: 'custom', message: problem });
  });

/** `POST users/registration/` body (spec §3 registration, §5 rules). */
export const RegistrationBody = z
  .object({
    username: requiredText(LOGIN_MAX_LENGTH).regex(LOGIN_PATTERN, VALIDATION_KEYS.loginPattern),
    password1: PasswordField,
    password2: text().min(1).max(PASSWORD_MAX_LENGTH),
    first_name: requiredText(PERSON_NAME_MAX_LENGTH),
    last_name: requiredText(PERSON_NAME_MAX_LENGTH),
    patronymic: optionalText(PERSON_NAME_MAX_LENGTH),
    email: text().trim().max(EMAIL_MAX_LENGTH).pipe(z.email(VALIDATION_KEYS.email)),
    contact_telephone: phoneField(),
    countries: idList(PERSON_COUNTRIES_MAX).default([]),
  })
  .superRefine((body, ctx) => {
    if (body.password1 !== body.password2) {
      ctx.addIssue({
        code: 'custom',
        path: ['password2'],
        message: VALIDATION_KEYS.passwordsMismatch,
      });
    }
  });
export type RegistrationBody = z.input<typeof RegistrationBody>;

/**
 * `PATCH users/profile/`: the signed-in user changes their own personal data (spec §3 user
 * profile), with the registration rules; absent keys stay as they are.
 */
export const UpdateProfileBody = patchBody({
  first_name: requiredText(PERSON_NAME_MAX_LENGTH).optional(),
  last_name: requiredText(PERSON_NAME_MAX_LENGTH).optional(),
  patronymic: optionalText(PERSON_NAME_MAX_LENGTH).optional(),
  email: text().trim().max(EMAIL_MAX_LENGTH).pipe(z.email(VALIDATION_KEYS.email)).optional(),
  contact_telephone: phoneField().optional(),
  birthday: z.iso.date().nullable().optional().describe('YYYY-MM-DD, or null to clear'),
  extra_information: optionalText(2000).optional(),
});
export type UpdateProfileBody = z.input<typeof UpdateProfileBody>;

/**
 * `POST users/delete_account/` body: the current password confirms that the signed-in person
 * is the account's owner (a stolen access token alone cannot delete an account).
 */
export const DeleteAccountBody = z.object({
  password: text().min(1).max(PASSWORD_MAX_LENGTH).describe('The current password'),
});
export type DeleteAccountBody = z.infer<typeof DeleteAccountBody>;

/** A user as the API shows it (api-contract §3 User). Empty texts are "", never null. */
export const User = z.object({
  id: z.number().int(),
  username: z.string(),
  email: z.string(),
  first_name: z.string(),
  last_name: z.string(),
  patronymic: z.string(),
  birthday: z.string().nullable().describe('YYYY-MM-DD or null'),
  contact_telephone: z.string(),
  extra_information: z.string(),
  division: z.number().int().nullable(),
  is_head_of_company: z.boolean(),
  is_head_of_division: z.boolean(),
  countries: z.array(z.number().int()),
});
export type User = z.infer<typeof User>;

/** Roles inside a company (spec §3); `employer` is a legacy label of employee. */
export const Role = z.enum(['head_of_company', 'head_of_division', 'employee', 'employer']);
export type Role = z.infer<typeof Role>;

/** `GET users/profile/` answer (api-contract §2). */
export const Profile = z.object({
  user_data: User.extend({
    role: Role.nullable().describe('null for a company-less user'),
    company_name: z.string().describe('"" for a company-less user'),
  }),
  count_of_lines: z.number().int(),
  count_of_plots: z.number().int(),
  count_of_fields: z.number().int(),
  count_of_brushes: z.number().int(),
  count_of_lines_of_divisions: z.number().int(),
});
export type Profile = z.infer<typeof Profile>;
