import type { Crop } from '@plotline/contract/crops';
import { eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { crops } from '../../db/schema.ts';
import type { TenantOwner } from '../../platform/auth/policy.ts';

/** Rows of the tenant only: their company's crops, or the company-less user's own. */
export function cropsOf(tenant: TenantOwner) {
  return tenant.companyId !== null
    ? eq(crops.companyId, tenant.companyId)
    : eq(crops.ownerUserId, tenant.ownerUserId);
}

/** Columns of the API's Crop. */
export const CROP_COLUMNS = {
  spec_id: crops.id,
  russian_name: crops.russianName,
  english_name: crops.englishName,
  species: crops.species,
};

/** The tenant's crops by Russian name, case-insensitively with ё = е (api-contract §1). */
export function listCrops(db: Db, tenant: TenantOwner): Promise<Crop[]> {
  return db
    .select(CROP_COLUMNS)
    .from(crops)
    .where(cropsOf(tenant))
    .orderBy(sql`replace(lower(${crops.russianName}), 'ё', 'е')`, crops.id);
}
