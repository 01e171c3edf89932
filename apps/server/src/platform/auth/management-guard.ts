import type { FastifyInstance } from 'fastify';
import type { users } from '../../db/schema.ts';
import { AppError } from '../../errors.ts';
import type { CurrentUser } from './authenticate.ts';

/**
 * Who may call a route, from the widest to the narrowest (decision 014):
 * - `member`: anyone who belongs to a company (any role);
 * - `head`: a head of division or of company;
 * - `head_of_company`: a head of company;
 * - `super_admin`: the platform's super admin only.
 * The super admin passes every level; a company-less user passes none.
 */
export const ACCESS_LEVELS = ['member', 'head', 'head_of_company', 'super_admin'] as const;
export type AccessLevel = (typeof ACCESS_LEVELS)[number];

declare module 'fastify' {
  interface FastifyContextConfig {
    /** The management guard's level for this route (see `registerManagementGuard`). */
    requires?: AccessLevel;
  }
}

type Role = (typeof users.$inferSelect)['role'];

/**
 * The order of roles inside a company: employee (also `employer`) 1 < head_of_division 2 <
 * head_of_company 3. `null` (no role) ranks as an employee.
 */
export function roleRank(role: Role): number {
  if (role === 'head_of_company') return 3;
  if (role === 'head_of_division') return 2;
  return 1;
}

/**
 * A user's rank: 0 for a company-less user, their role's rank inside a company, and 4 for
 * the super admin, who stands above every company role.
 */
export function rankOf(user: CurrentUser): number {
  if (user.isSuperAdmin) return 4;
  if (user.companyId === null) return 0;
  return roleRank(user.role);
}

const RANK_NEEDED: Record<AccessLevel, number> = {
  member: 1,
  head: 2,
  head_of_company: 3,
  super_admin: 4,
};

/** True when the user reaches `level`. */
export function meetsLevel(user: CurrentUser, level: AccessLevel): boolean {
  return rankOf(user) >= RANK_NEEDED[level];
}

/**
 * Installs the management guard: a route with `config: { requires: level }` answers 403
 * `{"detail": "You do not have permission to perform this action."}` to a signed-in user
 * below `level`. It is an `onRequest` hook registered right after authentication, so it runs
 * before the body is parsed, before validation (preValidation) and before any handler looks
 * an object up: an employee gets 403, never 400 or 404 (api-contract §1). Register it once,
 * after `registerAuthentication`.
 */
export function registerManagementGuard(app: FastifyInstance): void {
  app.addHook('onRequest', async (request) => {
    const level = request.routeOptions.config.requires;
    if (!level) return;
    if (!request.currentUser) throw new AppError('NOT_AUTHENTICATED');
    if (!meetsLevel(request.currentUser, level)) throw new AppError('PERMISSION_DENIED');
  });
}
