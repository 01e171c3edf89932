import { eq } from 'drizzle-orm';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { Db } from '../../db/client.ts';
import { users } from '../../db/schema.ts';
import { AppError } from '../../errors.ts';
import type { TokenService } from './tokens.ts';

/** The signed-in user as every data route sees it. */
export type CurrentUser = {
  id: number;
  username: string;
  companyId: number | null;
  divisionId: number | null;
  role: (typeof users.$inferSelect)['role'];
  isSuperAdmin: boolean;
};

declare module 'fastify' {
  interface FastifyRequest {
    currentUser: CurrentUser | null;
  }
  interface FastifyContextConfig {
    /** Route open without a bearer token (login, refresh, registration, health…). */
    public?: boolean;
  }
}

/**
 * Authenticates every `/api/v1/` route that is not marked `config: { public: true }`: a
 * missing bearer → 401 not provided; a bad, expired or orphaned token → 401 Token is invalid.
 */
export function registerAuthentication(
  app: FastifyInstance,
  deps: { db: Db; tokens: TokenService },
) {
  app.decorateRequest('currentUser', null);
  app.addHook('onRequest', async (request) => {
    if (!request.routeOptions.url?.startsWith('/api/v1/') || request.routeOptions.config.public) {
      return;
    }
    const header = request.headers.authorization;
    if (!header?.toLowerCase().startsWith('bearer ')) throw new AppError('NOT_AUTHENTICATED');
    const currentUser = await findUserOfAccessToken(deps, header.slice(7).trim());
    if (!currentUser) throw new AppError('TOKEN_INVALID');
    request.currentUser = currentUser;
  });
}

/**
 * The active user an access token belongs to: the check of every protected route and of the
 * notification socket. @returns undefined for a bad, expired or refresh token, or a user who
 * is gone or inactive
 */
export async function findUserOfAccessToken(
  deps: { db: Db; tokens: TokenService },
  token: string,
): Promise<CurrentUser | undefined> {
  const claims = await deps.tokens.verify('access', token);
  if (!claims) return undefined;
  const [user] = await deps.db
    .select({
      id: users.id,
      username: users.username,
      companyId: users.companyId,
      divisionId: users.divisionId,
      role: users.role,
      isSuperAdmin: users.isSuperAdmin,
      isActive: users.isActive,
    })
    .from(users)
    .where(eq(users.id, claims.userId));
  if (!user?.isActive) return undefined;
  const { isActive: _active, ...currentUser } = user;
  return currentUser;
}

/**
 * The authenticated user of a request on a protected route.
 * @throws AppError NOT_AUTHENTICATED when the route was reached without one
 */
export function requireUser(request: FastifyRequest): CurrentUser {
  if (!request.currentUser) throw new AppError('NOT_AUTHENTICATED');
  return request.currentUser;
}
