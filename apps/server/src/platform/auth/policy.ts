import type { CurrentUser } from './authenticate.ts';

/**
 * The owner of rows a user creates and the scope of rows they see: their company's, or their
 * own when they belong to no company (api-contract §3). Every tenant-scoped query uses this.
 */
export type TenantOwner =
  | { companyId: number; ownerUserId: null }
  | { companyId: null; ownerUserId: number };

/** The tenant a user works in. */
export function tenantOf(user: CurrentUser): TenantOwner {
  return user.companyId !== null
    ? { companyId: user.companyId, ownerUserId: null }
    : { companyId: null, ownerUserId: user.id };
}
