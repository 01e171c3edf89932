import { and, eq, gt, isNull } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { refreshTokens, users } from '../../db/schema.ts';
import type { TokenService } from '../../platform/auth/tokens.ts';
import { issueTokenPair } from './log-in.ts';

/**
 * Exchanges a refresh token for a new pair (rotation): the presented token is revoked in the
 * same statement that checks it, so it works once. Presenting an already revoked token is
 * taken as theft: every live refresh token of that user is revoked too.
 * @returns the new pair, or undefined when the token is invalid, expired, reused or blacklisted
 */
export async function rotateRefreshToken(
  deps: { db: Db; tokens: TokenService },
  token: string,
): Promise<{ access: string; refresh: string } | undefined> {
  const claims = await deps.tokens.verify('refresh', token);
  if (!claims) return undefined;
  const [revoked] = await deps.db
    .update(refreshTokens)
    .set({ revokedAt: new Date() })
    .where(
      and(
        eq(refreshTokens.jti, claims.jti),
        isNull(refreshTokens.revokedAt),
        gt(refreshTokens.expiresAt, new Date()),
      ),
    )
    .returning({ userId: refreshTokens.userId });
  if (!revoked) {
    await revokeAllOfUser(deps.db, claims.userId);
    return undefined;
  }
  const [user] = await deps.db
    .select({ isActive: users.isActive })
    .from(users)
    .where(eq(users.id, revoked.userId));
  if (!user?.isActive) return undefined;
  return issueTokenPair(deps, revoked.userId);
}

/**
 * Blacklists one refresh token (logout).
 * @returns false when the token is not a valid refresh token of ours
 */
export async function revokeRefreshToken(
  deps: { db: Db; tokens: TokenService },
  token: string,
): Promise<boolean> {
  const claims = await deps.tokens.verify('refresh', token);
  if (!claims) return false;
  await deps.db
    .update(refreshTokens)
    .set({ revokedAt: new Date() })
    .where(and(eq(refreshTokens.jti, claims.jti), isNull(refreshTokens.revokedAt)));
  return true;
}

async function revokeAllOfUser(db: Db, userId: number) {
  await db
    .update(refreshTokens)
    .set({ revokedAt: new Date() })
    .where(and(eq(refreshTokens.userId, userId), isNull(refreshTokens.revokedAt)));
}
