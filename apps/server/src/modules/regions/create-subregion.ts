import type { CreateSubregionBody, Subregion } from '@plotline/contract/regions';
import { normalizeName } from '@plotline/contract/rules';
import { sql } from 'drizzle-orm';
import type { z } from 'zod';
import type { Db } from '../../db/client.ts';
import { subregions } from '../../db/schema.ts';
import { fieldError } from '../../errors.ts';
import type { TenantOwner } from '../../platform/auth/policy.ts';
import { findVisibleSubregions, toSubregion } from './list-subregions.ts';
import { SUBREGION_COLUMNS } from './regions.queries.ts';

/**
 * Adds a subregion of the tenant to a region. Its name must differ (trimmed, any case,
 * ё = е) from every subregion of the region the tenant sees, shared ones included. The table
 * has no unique index for this rule (the same name is free in another tenant), so a
 * transaction-scoped advisory lock on the region serialises concurrent additions.
 * @throws AppError VALIDATION `name` validation.subregionExists
 */
export async function createSubregion(
  db: Db,
  tenant: TenantOwner,
  regionId: number,
  body: z.output<typeof CreateSubregionBody>,
): Promise<Subregion> {
  return db.transaction(async (tx) => {
    await tx.execute(sql`select pg_advisory_xact_lock(hashtext('subregions'), ${regionId})`);
    const name = normalizeName(body.name);
    const existing = await findVisibleSubregions(tx, tenant, regionId);
    if (existing.some((row) => normalizeName(row.name) === name)) {
      throw fieldError('name', 'validation.subregionExists');
    }
    const [row] = await tx
      .insert(subregions)
      .values({ regionId, name: body.name, ...tenant })
      .returning(SUBREGION_COLUMNS);
    if (!row) throw new Error('insert returned no row');
    return toSubregion(row);
  });
}
