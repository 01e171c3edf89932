import type { Subregion } from '@plotline/contract/regions';
import { type Language, normalizeName } from '@plotline/contract/rules';
import { and, eq } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { subregions } from '../../db/schema.ts';
import type { TenantOwner } from '../../platform/auth/policy.ts';
import { SUBREGION_COLUMNS, subregionsVisibleTo } from './regions.queries.ts';

type SubregionRow = {
  id: number;
  name: string;
  region_id: number;
  companyId: number | null;
  ownerUserId: number | null;
};

/** A subregion row as the API shows it. */
export function toSubregion(row: SubregionRow): Subregion {
  return {
    id: row.id,
    name: row.name,
    region_id: row.region_id,
    is_shared: row.companyId === null && row.ownerUserId === null,
  };
}

/** The subregions of a region the tenant sees (shared and own), as rows. */
export function findVisibleSubregions(db: Db, tenant: TenantOwner, regionId: number) {
  return db
    .select(SUBREGION_COLUMNS)
    .from(subregions)
    .where(and(eq(subregions.regionId, regionId), subregionsVisibleTo(tenant)));
}

/**
 * The subregions of a region the tenant sees, sorted case-insensitively with ё = е
 * (api-contract §1) as `language` sorts; sorted here, so PGlite and PostgreSQL agree
 * whatever their collation.
 */
export async function listSubregions(
  db: Db,
  tenant: TenantOwner,
  regionId: number,
  language: Language,
): Promise<Subregion[]> {
  const rows = await findVisibleSubregions(db, tenant, regionId);
  const collator = new Intl.Collator(language);
  return rows
    .map((row) => ({ row, key: normalizeName(row.name) }))
    .sort((a, b) => collator.compare(a.key, b.key) || a.row.id - b.row.id)
    .map(({ row }) => toSubregion(row));
}
