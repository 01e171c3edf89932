import { randomBytes, randomUUID } from 'node:crypto';
import { sql } from 'drizzle-orm';
import { errors, jwtVerify, SignJWT } from 'jose';
import type { Db } from '../../db/client.ts';
import { appSettings } from '../../db/schema.ts';

export type TokenKind = 'access' | 'refresh';
export type VerifiedToken = { userId: number; jti: string; expiresAt: Date };

/** Issues and checks HS256 JWTs; `typ` keeps access and refresh tokens apart. */
export type TokenService = {
  sign: (
    kind: TokenKind,
    userId: number,
  ) => Promise<{ token: string; jti: string; expiresAt: Date }>;
  /** @returns the claims, or undefined for a forged, expired or wrong-kind token */
  verify: (kind: TokenKind, token: string) => Promise<VerifiedToken | undefined>;
};

/** Creates the token service with the given secret and lifetimes (seconds). */
export function createTokenService(
  secret: Uint8Array,
  ttl: { access: number; refresh: number },
): TokenService {
  return {
    async sign(kind, userId) {
      const jti = randomUUID();
      const expiresAt = new Date(Date.now() + ttl[kind] * 1000);
      const token = await new SignJWT({ typ: kind })
        .setProtectedHeader({ alg: 'HS256' })
        .setSubject(String(userId))
        .setJti(jti)
        .setIssuedAt()
        .setExpirationTime(Math.floor(expiresAt.getTime() / 1000))
        .sign(secret);
      return { token, jti, expiresAt };
    },
    async verify(kind, token) {
      try {
        const { payload } = await jwtVerify(token, secret, { algorithms: ['HS256'] });
        const userId = Number(payload.sub);
        if (payload.typ !== kind || !Number.isInteger(userId) || !payload.jti || !payload.exp) {
          return undefined;
        }
        return { userId, jti: payload.jti, expiresAt: new Date(payload.exp * 1000) };
      } catch (error) {
        if (error instanceof errors.JOSEError) return undefined;
        throw error;
      }
    },
  };
}

/**
 * The signing secret: JWT_SECRET when configured, else one generated on first start and kept
 * in app_settings, so every server sharing the database signs alike and restarts keep sessions.
 */
export async function loadJwtSecret(db: Db, configured: string | undefined): Promise<Uint8Array> {
  if (configured) return new TextEncoder().encode(configured);
  const generated = randomBytes(48).toString('base64url');
  await db
    .insert(appSettings)
    .values({ key: 'jwt_secret', value: generated })
    .onConflictDoNothing({ target: appSettings.key });
  const [row] = await db
    .select({ value: appSettings.value })
    .from(appSettings)
    .where(sql`${appSettings.key} = 'jwt_secret'`);
  if (!row) throw new Error('jwt_secret could not be stored');
  return new TextEncoder().encode(row.value);
}
