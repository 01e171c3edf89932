import {
  type CreateSectorBody,
  type MeteoParamKind,
  STANDARD_METEO_PARAMS,
  type UpdateSectorBody,
} from '@plotline/contract/meteo';
import type { Language } from '@plotline/contract/rules';
import { and, eq, sql } from 'drizzle-orm';
import type { z } from 'zod';
import { anyInt } from '../../db/any-of.ts';
import { type Db, queryRows } from '../../db/client.ts';
import { meteoParams, meteoSectorFields, meteoSectors } from '../../db/schema.ts';
import { AppError, fieldError } from '../../errors.ts';
import type { CurrentUser } from '../../platform/auth/authenticate.ts';
import type { SectorInReach } from '../../platform/auth/meteo-policy.ts';
import { fieldsVisibleTo, type TenantOwner, tenantOf } from '../../platform/auth/policy.ts';
import { translate } from '../../platform/i18n/translate.ts';
import type { Tx } from '../seeds/seed-lot-rows.ts';

type Tenant = { companyId: number | null; ownerUserId: number | null };

const tenantOfRow = (tenant: Tenant) =>
  tenant.companyId !== null
    ? sql`company_id = ${tenant.companyId}`
    : sql`owner_user_id = ${tenant.ownerUserId}`;

/** 400 on `name` when the tenant has another sector of this name (trimmed, any case, ё = е). */
async function refuseTakenName(tx: Tx, tenant: Tenant, name: string, exceptId?: number) {
  const [taken] = await queryRows<{ id: number }>(
    tx,
    sql`select id from meteo_sectors where ${tenantOfRow(tenant)}
      and replace(lower(btrim(name)), 'ё', 'е') = replace(lower(btrim(${name})), 'ё', 'е')
      ${exceptId === undefined ? sql`` : sql`and id <> ${exceptId}`} limit 1`,
  );
  if (taken) throw fieldError('name', 'meteo.sectorNameExists');
}

type FieldToLink = {
  id: number;
  name: string;
  company_id: number | null;
  owner_user_id: number | null;
  readable: boolean;
  managed: boolean;
  sector_id: number | null;
  sector_name: string | null;
};

/**
 * Nurseries to link to sector `sectorId` (null: a new one) of `tenant`, or to unlink: each
 * managed by the user (decision 044), linked ones of the sector's tenant and served by no other
 * sector. Returns the tenant of the first nursery (the super admin's new sector takes it).
 * @throws AppError NOT_FOUND a nursery unknown, out of sight or of another tenant;
 *   PERMISSION_DENIED one not managed; VALIDATION `field_ids` one served by another sector
 */
async function checkLinks(
  tx: Tx,
  user: CurrentUser,
  tenant: Tenant | null,
  sectorId: number | null,
  linked: readonly number[],
  unlinked: readonly number[],
): Promise<Tenant | null> {
  const ids = [...new Set([...linked, ...unlinked])];
  if (ids.length === 0) return tenant;
  const rows = await queryRows<FieldToLink>(
    tx,
    sql`select fields.id, fields.name, fields.company_id, fields.owner_user_id,
        ${fieldsVisibleTo(user, 'read')} as readable, ${fieldsVisibleTo(user, 'manage')} as managed,
        s.id as sector_id, s.name as sector_name
      from fields left join meteo_sector_fields sf on sf.field_id = fields.id
      left join meteo_sectors s on s.id = sf.sector_id
      where ${anyInt(sql`fields.id`, ids)} order by fields.id`,
  );
  const first = rows.find((row) => linked.includes(row.id));
  const owner =
    tenant ?? (first ? { companyId: first.company_id, ownerUserId: first.owner_user_id } : null);
  const inSight = (id: number) => {
    const row = rows.find((candidate) => candidate.id === id);
    return (
      row?.readable === true &&
      row.company_id === owner?.companyId &&
      row.owner_user_id === owner?.ownerUserId
    );
  };
  // an unlinked nursery is the sector's already: one out of the user's sight is a 403
  if (!linked.every(inSight)) throw new AppError('NOT_FOUND');
  if (rows.some((row) => !row.managed)) throw new AppError('PERMISSION_DENIED');
  const taken = rows.find(
    (row) => linked.includes(row.id) && row.sector_id !== null && row.sector_id !== sectorId,
  );
  if (taken) {
    throw fieldError('field_ids', 'meteo.fieldLinked', {
      field: taken.name,
      sector: taken.sector_name ?? '',
    });
  }
  return owner;
}

/**
 * A new sector of the user's tenant (decision 044) with its six standard parameters named in
 * `language`, serving `field_ids`; returns its id. Any member of a tenant creates one; linking
 * a nursery needs managing it. All or nothing.
 * @throws AppError as `checkLinks`; VALIDATION `name` taken in the tenant
 */
export async function createSector(
  db: Db,
  user: CurrentUser,
  body: z.output<typeof CreateSectorBody>,
  language: Language,
): Promise<number> {
  return db.transaction(async (tx) => {
    const own: TenantOwner | null = user.isSuperAdmin ? null : tenantOf(user);
    const tenant = (await checkLinks(tx, user, own, null, body.field_ids, [])) ?? tenantOf(user);
    await refuseTakenName(tx, tenant, body.name);
    const [sector] = await tx
      .insert(meteoSectors)
      .values({ ...tenant, name: body.name, year: body.year, createdBy: user.id })
      .returning({ id: meteoSectors.id });
    if (!sector) throw new AppError('NOT_FOUND');
    await tx.insert(meteoParams).values(
      STANDARD_METEO_PARAMS.map(({ kind, unit }) => ({
        sectorId: sector.id,
        kind,
        unit: unit[language],
        // the standard parameters are never of kind `other`
        name: translate(`meteo.param.${kind as Exclude<MeteoParamKind, 'other'>}`, language),
      })),
    );
    const fieldIds = [...new Set(body.field_ids)];
    if (fieldIds.length > 0) {
      await tx
        .insert(meteoSectorFields)
        .values(fieldIds.map((fieldId) => ({ sectorId: sector.id, fieldId })));
    }
    return sector.id;
  });
}

/**
 * Renames a sector, moves its first year, or replaces the nurseries it serves (each nursery
 * linked or unlinked managed by the user). All or nothing.
 * @throws AppError as `checkLinks`; VALIDATION `name` taken in the tenant
 */
export async function updateSector(
  db: Db,
  user: CurrentUser,
  sector: SectorInReach,
  body: z.output<typeof UpdateSectorBody>,
): Promise<void> {
  await db.transaction(async (tx) => {
    if (body.name !== undefined) await refuseTakenName(tx, sector, body.name, sector.id);
    if (body.name !== undefined || body.year !== undefined) {
      await tx
        .update(meteoSectors)
        .set({ name: body.name, year: body.year })
        .where(eq(meteoSectors.id, sector.id));
    }
    if (body.field_ids === undefined) return;
    const wanted = [...new Set(body.field_ids)];
    const current = (
      await tx
        .select({ fieldId: meteoSectorFields.fieldId })
        .from(meteoSectorFields)
        .where(eq(meteoSectorFields.sectorId, sector.id))
    ).map((row) => row.fieldId);
    const linked = wanted.filter((id) => !current.includes(id));
    const unlinked = current.filter((id) => !wanted.includes(id));
    await checkLinks(tx, user, sector, sector.id, linked, unlinked);
    if (unlinked.length > 0) {
      await tx
        .delete(meteoSectorFields)
        .where(
          and(
            eq(meteoSectorFields.sectorId, sector.id),
            anyInt(meteoSectorFields.fieldId, unlinked),
          ),
        );
    }
    if (linked.length > 0) {
      await tx
        .insert(meteoSectorFields)
        .values(linked.map((fieldId) => ({ sectorId: sector.id, fieldId })));
    }
  });
}
