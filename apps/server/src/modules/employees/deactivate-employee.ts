import { and, eq, isNotNull, isNull } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { refreshTokens, users } from '../../db/schema.ts';
import { AppError } from '../../errors.ts';
import type { CurrentUser } from '../../platform/auth/authenticate.ts';
import { rankOf } from '../../platform/auth/management-guard.ts';
import { companyScopeOf, inCompany } from '../companies/company-scope.ts';

/**
 * Deactivates an employee (`DELETE users/employees/<id>/`, decision 014): sign-in stops at
 * once (every refresh token revoked, the access token fails authentication), `is_active`
 * becomes false and `deactivated_at` is stamped; the data stays, and the personal data is
 * erased a year later (purgeDeactivatedUsers). Only someone of a higher rank may do it, never
 * on themselves; a head of division only inside their own division.
 * @throws AppError NOT_FOUND unknown, already inactive, company-less or another company's
 *   user; PERMISSION_DENIED themselves, an equal or higher rank, or another division
 */
export async function deactivateEmployee(
  db: Db,
  actor: CurrentUser,
  employeeId: number,
  now: Date = new Date(),
): Promise<void> {
  const [target] = await db
    .select({
      id: users.id,
      username: users.username,
      companyId: users.companyId,
      divisionId: users.divisionId,
      role: users.role,
      isSuperAdmin: users.isSuperAdmin,
    })
    .from(users)
    .where(
      and(
        eq(users.id, employeeId),
        eq(users.isActive, true),
        isNotNull(users.companyId),
        inCompany(users.companyId, companyScopeOf(actor)),
      ),
    );
  if (!target) throw new AppError('NOT_FOUND');
  const outranked = rankOf(target) >= rankOf(actor);
  const otherDivision =
    !actor.isSuperAdmin &&
    actor.role === 'head_of_division' &&
    target.divisionId !== actor.divisionId;
  if (target.id === actor.id || outranked || otherDivision) {
    throw new AppError('PERMISSION_DENIED');
  }
  await db.transaction(async (tx) => {
    await tx
      .update(users)
      .set({ isActive: false, deactivatedAt: now })
      .where(eq(users.id, target.id));
    await tx
      .update(refreshTokens)
      .set({ revokedAt: now })
      .where(and(eq(refreshTokens.userId, target.id), isNull(refreshTokens.revokedAt)));
  });
}
