import { and, eq } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { crops, users } from '../../db/schema.ts';
import { AppError, fieldError } from '../../errors.ts';
import { verifyPassword } from '../../platform/auth/passwords.ts';
import { anonymiseUser, hashUnusablePassword } from './anonymise-user.ts';

/**
 * Deletes the signed-in user's own account (decision 008), in one transaction: every refresh
 * token is revoked, the personal data is anonymised at once (login `deleted:<id>`, texts
 * emptied, a password nobody knows), the row is deactivated and stamped `deleted_at`, the
 * old login's lockout counter goes, and a company-less user's own crops are deleted. A
 * company's data stays with the company. The row itself stays, so records keep their author.
 * @throws AppError VALIDATION `password` when the password is wrong; `non_field_errors` when
 *   the user is the only active head of their company
 * @throws AppError NOT_FOUND when the user is gone
 */
export async function deleteAccount(db: Db, userId: number, password: string): Promise<void> {
  const [user] = await db
    .select({
      username: users.username,
      passwordHash: users.passwordHash,
      companyId: users.companyId,
      role: users.role,
    })
    .from(users)
    .where(eq(users.id, userId));
  if (!user) throw new AppError('NOT_FOUND');
  if (!(await verifyPassword(user.passwordHash, password))) {
    throw fieldError('password', 'account.passwordIncorrect');
  }
  // argon2 takes tens of milliseconds: hashed before the transaction, which then holds locks.
  const unusableHash = await hashUnusablePassword();
  await db.transaction(async (tx) => {
    if (user.role === 'head_of_company' && user.companyId !== null) {
      await assertAnotherHead(tx, user.companyId, userId);
    }
    await anonymiseUser(tx, { id: userId, username: user.username }, unusableHash);
    if (user.companyId === null) await tx.delete(crops).where(eq(crops.ownerUserId, userId));
  });
}

/**
 * Refuses to let the company's only active head leave: its data would have no owner. The
 * heads' rows are locked, so two heads deleting themselves at once cannot both succeed.
 */
async function assertAnotherHead(tx: Db, companyId: number, userId: number) {
  const heads = await tx
    .select({ id: users.id })
    .from(users)
    .where(
      and(
        eq(users.companyId, companyId),
        eq(users.role, 'head_of_company'),
        eq(users.isActive, true),
      ),
    )
    .for('update');
  if (!heads.some((head) => head.id !== userId)) {
    throw new AppError('VALIDATION', {
      fields: { non_field_errors: { key: 'account.lastHeadOfCompany' } },
    });
  }
}
