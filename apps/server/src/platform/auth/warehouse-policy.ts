import { and, eq, type SQL, sql } from 'drizzle-orm';
import { anyInt } from '../../db/any-of.ts';
import type { Db } from '../../db/client.ts';
import { seedLots, storageLocations, warehouses } from '../../db/schema.ts';
import { AppError } from '../../errors.ts';
import type { CurrentUser } from './authenticate.ts';
import { getCropFor, isHead } from './policy.ts';

/**
 * Access to the seed warehouse (issue 15, decision 040). A warehouse, its locations and its
 * lots are the crop's tenant's common store:
 * - `read`: every member of the tenant that owns the crop (the super admin: every tenant);
 * - `write` lots (create, edit, move, ledger entries, send plots, book): the same members;
 * - `manage` (create, rename, delete warehouses and locations; delete a lot): a head of the
 *   company or of a division, a company-less user (their own store), the super admin.
 *   An employee is answered 403.
 * Anything of another tenant is 404, whatever the mode.
 */
export type WarehouseAccessMode = 'read' | 'write' | 'manage';

/** True when the user may manage warehouses (and locations, and delete lots) of their tenant. */
export function canManageWarehouses(user: CurrentUser): boolean {
  return user.isSuperAdmin || user.companyId === null || isHead(user);
}

/** Warehouses of the user's tenant (the super admin: every one), as SQL over `warehouses`. */
export function warehousesVisibleTo(user: CurrentUser): SQL {
  if (user.isSuperAdmin) return sql`true`;
  return user.companyId !== null
    ? eq(warehouses.companyId, user.companyId)
    : eq(warehouses.ownerUserId, user.id);
}

function refuseManage(user: CurrentUser, mode: WarehouseAccessMode): void {
  if (mode === 'manage' && !canManageWarehouses(user)) throw new AppError('PERMISSION_DENIED');
}

/**
 * The crop whose warehouse the user works with in `mode` (lists, new warehouses, new lots).
 * @throws AppError NOT_FOUND another tenant's crop; PERMISSION_DENIED `manage` refused
 */
export async function getWarehouseCropFor(
  db: Db,
  user: CurrentUser,
  cropId: number,
  mode: WarehouseAccessMode,
) {
  const crop = await getCropFor(db, user, cropId);
  refuseManage(user, mode);
  return crop;
}

/**
 * A warehouse the user reaches in `mode`.
 * @throws AppError NOT_FOUND unknown or another tenant's; PERMISSION_DENIED `manage` refused
 */
export async function getWarehouseFor(
  db: Db,
  user: CurrentUser,
  warehouseId: number,
  mode: WarehouseAccessMode,
) {
  const [warehouse] = await db
    .select({
      id: warehouses.id,
      cropId: warehouses.cropId,
      name: warehouses.name,
      companyId: warehouses.companyId,
      ownerUserId: warehouses.ownerUserId,
    })
    .from(warehouses)
    .where(and(eq(warehouses.id, warehouseId), warehousesVisibleTo(user)));
  if (!warehouse) throw new AppError('NOT_FOUND');
  refuseManage(user, mode);
  return warehouse;
}

/**
 * A storage location the user reaches in `mode` (`manage`: rename or delete it; `write`: put
 * lots into it), with its warehouse and crop.
 * @throws AppError NOT_FOUND unknown or another tenant's; PERMISSION_DENIED `manage` refused
 */
export async function getLocationFor(
  db: Db,
  user: CurrentUser,
  locationId: number,
  mode: WarehouseAccessMode,
) {
  const [location] = await db
    .select({
      id: storageLocations.id,
      name: storageLocations.name,
      warehouseId: warehouses.id,
      warehouseName: warehouses.name,
      cropId: warehouses.cropId,
    })
    .from(storageLocations)
    .innerJoin(warehouses, eq(warehouses.id, storageLocations.warehouseId))
    .where(and(eq(storageLocations.id, locationId), warehousesVisibleTo(user)));
  if (!location) throw new AppError('NOT_FOUND');
  refuseManage(user, mode);
  return location;
}

/**
 * Seed lots the user reaches in `mode`, all of them or none (`manage`: delete them).
 * @throws AppError NOT_FOUND any id unknown or another tenant's; PERMISSION_DENIED `manage`
 *   refused
 */
export async function getLotsFor(
  db: Db,
  user: CurrentUser,
  lotIds: readonly number[],
  mode: WarehouseAccessMode,
) {
  const unique = [...new Set(lotIds)];
  if (unique.length === 0) return [];
  const rows = await db
    .select({
      id: seedLots.id,
      code: seedLots.code,
      cropId: seedLots.cropId,
      lineId: seedLots.lineId,
      locationId: seedLots.locationId,
      warehouseId: warehouses.id,
    })
    .from(seedLots)
    .innerJoin(storageLocations, eq(storageLocations.id, seedLots.locationId))
    .innerJoin(warehouses, eq(warehouses.id, storageLocations.warehouseId))
    .where(and(anyInt(seedLots.id, unique), warehousesVisibleTo(user)));
  if (rows.length !== unique.length) throw new AppError('NOT_FOUND');
  refuseManage(user, mode);
  return rows;
}

/** One seed lot the user reaches in `mode`. @throws AppError NOT_FOUND, PERMISSION_DENIED */
export async function getLotFor(
  db: Db,
  user: CurrentUser,
  lotId: number,
  mode: WarehouseAccessMode,
) {
  const [lot] = await getLotsFor(db, user, [lotId], mode);
  if (!lot) throw new AppError('NOT_FOUND');
  return lot;
}
