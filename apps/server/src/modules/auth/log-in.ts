import { eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { loginAttempts, refreshTokens, users } from '../../db/schema.ts';
import { verifyPassword } from '../../platform/auth/passwords.ts';
import { sameLogin } from '../../platform/auth/same-login.ts';
import type { TokenService } from '../../platform/auth/tokens.ts';

export type LoginPolicy = { maxFailures: number; blockSeconds: number };

export type LoginOutcome =
  | { kind: 'ok'; access: string; refresh: string }
  | { kind: 'invalid'; remainingAttempts: number }
  | { kind: 'blocked'; blockSeconds: number };

/**
 * Signs a user in, counting consecutive failures per lower-cased login (api-contract §2):
 * each failure leaves `maxFailures - n` attempts; the last one blocks the login for
 * `blockSeconds`, during which every attempt is refused; after the block the count restarts.
 * Unknown logins are counted the same way, so answers do not reveal which logins exist.
 */
export async function logIn(
  deps: { db: Db; tokens: TokenService; policy: LoginPolicy },
  credentials: { username: string; password: string },
): Promise<LoginOutcome> {
  const { db, policy } = deps;
  const key = credentials.username.toLowerCase();
  const [attempt] = await db.select().from(loginAttempts).where(eq(loginAttempts.usernameKey, key));
  if (attempt?.blockedUntil && attempt.blockedUntil.getTime() > Date.now()) {
    return { kind: 'blocked', blockSeconds: policy.blockSeconds };
  }
  const [user] = await db
    .select({ id: users.id, hash: users.passwordHash, isActive: users.isActive })
    .from(users)
    .where(sameLogin(key));
  const passwordOk = await verifyPassword(user?.hash, credentials.password);
  if (user?.isActive && passwordOk) {
    await db.delete(loginAttempts).where(eq(loginAttempts.usernameKey, key));
    return { kind: 'ok', ...(await issueTokenPair(deps, user.id)) };
  }
  const failures = await recordFailure(db, key, policy);
  if (failures >= policy.maxFailures) return { kind: 'blocked', blockSeconds: policy.blockSeconds };
  return { kind: 'invalid', remainingAttempts: policy.maxFailures - failures };
}

/** Atomically counts one failure; a block that has run out restarts the count at 1. */
async function recordFailure(db: Db, key: string, policy: LoginPolicy): Promise<number> {
  const expired = sql`${loginAttempts.blockedUntil} is not null and ${loginAttempts.blockedUntil} <= now()`;
  const next = sql`case when ${expired} then 1 else ${loginAttempts.failures} + 1 end`;
  const [row] = await db
    .insert(loginAttempts)
    .values({
      usernameKey: key,
      failures: 1,
      blockedUntil:
        policy.maxFailures <= 1 ? sql`now() + make_interval(secs => ${policy.blockSeconds})` : null,
    })
    .onConflictDoUpdate({
      target: loginAttempts.usernameKey,
      set: {
        failures: next,
        blockedUntil: sql`case when ${next} >= ${policy.maxFailures} then now() + make_interval(secs => ${policy.blockSeconds}) else null end`,
        updatedAt: sql`now()`,
      },
    })
    .returning({ failures: loginAttempts.failures });
  return row?.failures ?? policy.maxFailures;
}

/** Signs a fresh access/refresh pair and records the refresh token's id. */
export async function issueTokenPair(deps: { db: Db; tokens: TokenService }, userId: number) {
  const access = await deps.tokens.sign('access', userId);
  const refresh = await deps.tokens.sign('refresh', userId);
  await deps.db
    .insert(refreshTokens)
    .values({ jti: refresh.jti, userId, expiresAt: refresh.expiresAt });
  return { access: access.token, refresh: refresh.token };
}
