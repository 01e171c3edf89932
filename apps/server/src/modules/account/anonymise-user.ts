import { randomBytes } from 'node:crypto';
import { and, eq, isNull } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { loginAttempts, refreshTokens, users } from '../../db/schema.ts';
import { hashPassword } from '../../platform/auth/passwords.ts';

/**
 * The hash of random bytes nobody knows: an anonymised user can never sign in again. argon2
 * takes tens of milliseconds, so callers hash once, before their transaction.
 */
export function hashUnusablePassword(): Promise<string> {
  return hashPassword(randomBytes(32).toString('base64url'));
}

/**
 * Erases a user's personal data in place (decision 008), inside the caller's transaction:
 * every live refresh token is revoked; the login becomes `deleted:<id>`; email, names,
 * patronymic, telephone and extra information become `''`, birthday null, countries `[]`;
 * the password becomes `unusableHash`; the row is inactive and stamped `deleted_at = now`;
 * the old login's lockout counter goes. The row itself stays, so records keep their author.
 */
export async function anonymiseUser(
  tx: Db,
  user: { id: number; username: string },
  unusableHash: string,
  now: Date = new Date(),
): Promise<void> {
  await tx
    .update(refreshTokens)
    .set({ revokedAt: now })
    .where(and(eq(refreshTokens.userId, user.id), isNull(refreshTokens.revokedAt)));
  await tx
    .update(users)
    .set({
      username: `deleted:${user.id}`,
      passwordHash: unusableHash,
      email: '',
      firstName: '',
      lastName: '',
      patronymic: '',
      contactTelephone: '',
      extraInformation: '',
      birthday: null,
      countries: [],
      isActive: false,
      deletedAt: now,
    })
    .where(eq(users.id, user.id));
  await tx.delete(loginAttempts).where(eq(loginAttempts.usernameKey, user.username.toLowerCase()));
}
