import type { Language } from '@plotline/contract/rules';
import { and, eq, isNull, or, type SQL } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { type PlaceNames, regions, subregions } from '../../db/schema.ts';
import { AppError } from '../../errors.ts';
import type { TenantOwner } from '../../platform/auth/policy.ts';

/** A place's name in `language`: English when that language has none, then Russian. */
export function placeName(names: PlaceNames, language: Language): string {
  return names[language] ?? names.en ?? names.ru;
}

/**
 * A region by id.
 * @throws AppError NOT_FOUND when there is no such region
 */
export async function getRegion(db: Db, regionId: number) {
  const [region] = await db
    .select({ id: regions.id, countryId: regions.countryId })
    .from(regions)
    .where(eq(regions.id, regionId));
  if (!region) throw new AppError('NOT_FOUND');
  return region;
}

/** SQL true for shared subregions (no owner) and the ones the tenant added. */
export function subregionsVisibleTo(tenant: TenantOwner): SQL {
  const own =
    tenant.companyId !== null
      ? eq(subregions.companyId, tenant.companyId)
      : eq(subregions.ownerUserId, tenant.ownerUserId);
  return or(and(isNull(subregions.companyId), isNull(subregions.ownerUserId)), own) as SQL;
}

/** Columns of the API's Subregion. */
export const SUBREGION_COLUMNS = {
  id: subregions.id,
  name: subregions.name,
  region_id: subregions.regionId,
  companyId: subregions.companyId,
  ownerUserId: subregions.ownerUserId,
};
