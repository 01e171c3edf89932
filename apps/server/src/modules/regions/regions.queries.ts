import type { Language } from '@plotline/contract/rules';
import { type AnyColumn, and, eq, isNull, or, type SQL, sql } from 'drizzle-orm';
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

/**
 * SQL for the English name of the region a nursery names (in any language, any case, ё = е):
 * the stored text itself when it names no known region (api-contract §4 `english_name_region`).
 */
export function englishRegionName(region: SQL | AnyColumn): SQL<string> {
  const folded = (value: unknown) => sql`replace(lower(btrim(${value})), 'ё', 'е')`;
  return sql<string>`coalesce((select r.names ->> 'en' from regions r
    where exists (select 1 from jsonb_each_text(r.names) n
      where ${folded(sql`n.value`)} = ${folded(region)})
    order by r.id limit 1), ${region})`;
}
