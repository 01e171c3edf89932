import { eq, type SQL, sql } from 'drizzle-orm';
import type { PgColumn } from 'drizzle-orm/pg-core';
import { AppError } from '../../errors.ts';
import type { CurrentUser } from '../../platform/auth/authenticate.ts';

/**
 * The companies a management request reaches (decision 014). A company member always works
 * in their own company: naming another one (`company_id`) is 404. The super admin reaches
 * the company they name, else every company (`null`).
 * @throws AppError NOT_FOUND when a member names another company
 */
export function companyScopeOf(user: CurrentUser, requested?: number): number | null {
  if (user.isSuperAdmin) return requested ?? null;
  if (requested !== undefined && requested !== user.companyId) throw new AppError('NOT_FOUND');
  return user.companyId;
}

/**
 * The one company a request must work in (creating a division, the company structure): the
 * member's own; for the super admin the one they name, else their own.
 * @throws AppError VALIDATION `<field>` required when the super admin names none and has
 *   none; NOT_FOUND when a member names another company
 */
export function requireCompanyOf(
  user: CurrentUser,
  requested?: number,
  field = 'company_id',
): number {
  const companyId = user.isSuperAdmin
    ? (requested ?? user.companyId)
    : companyScopeOf(user, requested);
  if (companyId === null) {
    throw new AppError('VALIDATION', { fields: { [field]: { key: 'errors.required' } } });
  }
  return companyId;
}

/** SQL true for rows of the company `companyId` (every row when it is null). */
export function inCompany(column: PgColumn, companyId: number | null): SQL {
  return companyId === null ? sql`true` : eq(column, companyId);
}
