import type { TranslationKey } from '#src/i18n/i18n.ts';
import { isApiError } from '#src/lib/api-error.ts';

/**
 * 400 fields whose refusal has its own message in spec §8 "Account". The forms check every
 * other rule of these fields before sending (required, length, a role from the list), so
 * the server refuses them only for its own rules: a role not lower than the creator's, a
 * division or country that does not exist (or none), a division name the company has.
 */
const FIELD_MESSAGES: ReadonlyArray<readonly [field: string, key: TranslationKey]> = [
  ['role', 'company.errors.roleTooHigh'],
  ['division', 'company.errors.divisionOrCountryMissing'],
  ['countries', 'company.errors.divisionOrCountryMissing'],
  ['company_division_name', 'company.errors.divisionNameExists'],
];

/**
 * The spec §8 "Account" message of a failed company call, by status and failing field
 * (never by the server's text): 403 is "permission denied". `undefined` when none applies.
 */
export function companyErrorKey(error: unknown): TranslationKey | undefined {
  if (!isApiError(error)) return undefined;
  if (error.status === 403) return 'errors.permissionDenied';
  const fields = error.fieldErrors;
  if (error.status !== 400 || !fields) return undefined;
  return FIELD_MESSAGES.find(([field]) => field in fields)?.[1];
}
