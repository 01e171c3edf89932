import { IdParams } from '@plotline/contract/common';
import {
  CreateLocationBody,
  CreateWarehouseBody,
  StorageLocation,
  UpdateLocationBody,
  UpdateWarehouseBody,
  Warehouse,
  WarehouseQuery,
} from '@plotline/contract/warehouse';
import { eq, type SQL, sql } from 'drizzle-orm';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import QRCode from 'qrcode';
import { z } from 'zod';
import { type Db, queryRows } from '../../db/client.ts';
import { storageLocations, warehouses } from '../../db/schema.ts';
import { AppError, fieldError } from '../../errors.ts';
import { type CurrentUser, requireUser } from '../../platform/auth/authenticate.ts';
import {
  canManageWarehouses,
  getLocationFor,
  getWarehouseCropFor,
  getWarehouseFor,
} from '../../platform/auth/warehouse-policy.ts';
import type { Tx } from './seed-lot-rows.ts';

const TAGS = ['warehouse'];
const folded = (value: string) => value.trim().toLowerCase().replaceAll('ё', 'е');

type LocationRow = {
  id: number;
  warehouse: number;
  name: string;
  count_of_lots: number;
  weight: number;
};

/** Locations with their lot counts and grams, of the warehouses `where` selects (over w). */
async function locationsOf(db: Tx, where: SQL): Promise<LocationRow[]> {
  return queryRows<LocationRow>(
    db,
    sql`select s.id, s.warehouse_id as warehouse, s.name,
        count(l.id)::int as count_of_lots, coalesce(sum(l.weight), 0)::float8 as weight
      from storage_locations s
      join warehouses w on w.id = s.warehouse_id
      left join seed_lots l on l.location_id = s.id
      where ${where}
      group by s.id
      order by lower(s.name), s.id`,
  );
}

/** The warehouses `where` selects (SQL over w), with locations and totals, in name order. */
async function warehousesOf(db: Tx, user: CurrentUser, where: SQL): Promise<Warehouse[]> {
  const rows = await queryRows<{ warehouse_id: number; name: string; spec_id: number }>(
    db,
    sql`select w.id as warehouse_id, w.name, w.crop_id as spec_id from warehouses w
      where ${where} order by lower(w.name), w.id`,
  );
  const locations = await locationsOf(db, where);
  const canManage = canManageWarehouses(user);
  return rows.map((row) => {
    const own = locations.filter((location) => location.warehouse === row.warehouse_id);
    return {
      ...row,
      locations: own,
      count_of_lots: own.reduce((sum, location) => sum + location.count_of_lots, 0),
      weight: Math.round(own.reduce((sum, location) => sum + location.weight, 0) * 1000) / 1000,
      can_manage: canManage,
    };
  });
}

async function warehouseOf(db: Tx, user: CurrentUser, id: number): Promise<Warehouse> {
  const [warehouse] = await warehousesOf(db, user, sql`w.id = ${id}`);
  if (!warehouse) throw new AppError('NOT_FOUND');
  return warehouse;
}

async function locationOf(db: Tx, id: number): Promise<StorageLocation> {
  const [location] = await locationsOf(db, sql`s.id = ${id}`);
  if (!location) throw new AppError('NOT_FOUND');
  return location;
}

/** 400 on `name` when the tenant has another warehouse of this name (trimmed, any case, ё = е). */
async function refuseTakenWarehouseName(
  tx: Tx,
  owner: { companyId: number | null; ownerUserId: number | null },
  name: string,
  exceptId?: number,
) {
  const tenant =
    owner.companyId !== null
      ? sql`company_id = ${owner.companyId}`
      : sql`owner_user_id = ${owner.ownerUserId}`;
  const [taken] = await queryRows<{ id: number }>(
    tx,
    sql`select id from warehouses where ${tenant}
      and replace(lower(btrim(name)), 'ё', 'е') = ${folded(name)}
      ${exceptId === undefined ? sql`` : sql`and id <> ${exceptId}`} limit 1`,
  );
  if (taken) throw fieldError('name', 'warehouse.nameExists');
}

async function refuseTakenLocationName(
  tx: Tx,
  warehouseId: number,
  name: string,
  exceptId?: number,
) {
  const [taken] = await queryRows<{ id: number }>(
    tx,
    sql`select id from storage_locations where warehouse_id = ${warehouseId}
      and replace(lower(btrim(name)), 'ё', 'е') = ${folded(name)}
      ${exceptId === undefined ? sql`` : sql`and id <> ${exceptId}`} limit 1`,
  );
  if (taken) throw fieldError('name', 'warehouse.locationNameExists');
}

/**
 * The origin the app is opened at, for URLs printed or encoded: the request's own (behind a
 * trusted proxy, its forwarded scheme and host).
 */
export function publicOrigin(request: FastifyRequest): string {
  return `${request.protocol}://${request.host}`;
}

/** The URL a location's QR code opens (COMMON brief, decision 040). */
export function locationUrl(origin: string, locationId: number): string {
  return `${origin}/varieties/storage?location=${locationId}`;
}

const LocationQuery = z.object({ warehouse: IdParams.shape.id });

/**
 * Warehouses and their storage locations (issue 15, decision 040): read by every member of the
 * crop's tenant, created, renamed and deleted by those who manage (warehouse-policy.ts); a
 * warehouse or location that still holds lots is not deleted (409).
 */
export const warehousesRoutes: FastifyPluginAsyncZod<{ db: Db }> = async (app, { db }) => {
  app.get(
    '/plotline_db/warehouses/',
    { schema: { tags: TAGS, querystring: WarehouseQuery, response: { 200: z.array(Warehouse) } } },
    async (request) => {
      const user = requireUser(request);
      const crop = await getWarehouseCropFor(db, user, request.query.spec_id, 'read');
      const tenant =
        crop.companyId !== null
          ? sql`w.company_id = ${crop.companyId}`
          : sql`w.owner_user_id = ${crop.ownerUserId}`;
      return warehousesOf(db, user, sql`w.crop_id = ${crop.id} and ${tenant}`);
    },
  );

  app.post(
    '/plotline_db/warehouses/',
    { schema: { tags: TAGS, body: CreateWarehouseBody, response: { 201: Warehouse } } },
    async (request, reply) => {
      const user = requireUser(request);
      const body = request.body;
      const crop = await getWarehouseCropFor(db, user, body.spec_id, 'manage');
      const id = await db.transaction(async (tx) => {
        await refuseTakenWarehouseName(tx, crop, body.name);
        const [row] = await tx
          .insert(warehouses)
          .values({
            cropId: crop.id,
            companyId: crop.companyId,
            ownerUserId: crop.ownerUserId,
            name: body.name.trim(),
            createdBy: user.id,
          })
          .returning({ id: warehouses.id });
        if (!row) throw new AppError('NOT_FOUND');
        return row.id;
      });
      return reply.status(201).send(await warehouseOf(db, user, id));
    },
  );

  app.patch(
    '/plotline_db/warehouses/:id/',
    {
      schema: {
        tags: TAGS,
        params: IdParams,
        body: UpdateWarehouseBody,
        response: { 200: Warehouse },
      },
    },
    async (request) => {
      const user = requireUser(request);
      const warehouse = await getWarehouseFor(db, user, request.params.id, 'manage');
      const name = request.body.name;
      if (name !== undefined) {
        await db.transaction(async (tx) => {
          await refuseTakenWarehouseName(tx, warehouse, name, warehouse.id);
          await tx
            .update(warehouses)
            .set({ name: name.trim() })
            .where(eq(warehouses.id, warehouse.id));
        });
      }
      return warehouseOf(db, user, warehouse.id);
    },
  );

  app.delete(
    '/plotline_db/warehouses/:id/',
    { schema: { tags: TAGS, params: IdParams } },
    async (request, reply) => {
      const user = requireUser(request);
      const warehouse = await getWarehouseFor(db, user, request.params.id, 'manage');
      await db.transaction(async (tx) => {
        // its locations locked: a lot put into one meanwhile waits, then finds it gone
        await tx.execute(
          sql`select id from storage_locations where warehouse_id = ${warehouse.id} for update`,
        );
        const [held] = await queryRows<{ n: number }>(
          tx,
          sql`select count(*)::int as n from seed_lots l
            join storage_locations s on s.id = l.location_id where s.warehouse_id = ${warehouse.id}`,
        );
        if (held && held.n > 0) {
          throw new AppError('CONFLICT', {
            detail: 'warehouse.warehouseNotEmpty',
            params: { name: warehouse.name, n: held.n },
          });
        }
        await tx.delete(warehouses).where(eq(warehouses.id, warehouse.id));
      });
      return reply.status(204).send();
    },
  );

  app.get(
    '/plotline_db/warehouse_storage/',
    {
      schema: {
        tags: TAGS,
        querystring: LocationQuery,
        response: { 200: z.array(StorageLocation) },
      },
    },
    async (request) => {
      const user = requireUser(request);
      const warehouse = await getWarehouseFor(db, user, request.query.warehouse, 'read');
      return locationsOf(db, sql`w.id = ${warehouse.id}`);
    },
  );

  app.post(
    '/plotline_db/warehouse_storage/',
    { schema: { tags: TAGS, body: CreateLocationBody, response: { 201: StorageLocation } } },
    async (request, reply) => {
      const user = requireUser(request);
      const body = request.body;
      const warehouse = await getWarehouseFor(db, user, body.warehouse, 'manage');
      const id = await db.transaction(async (tx) => {
        await refuseTakenLocationName(tx, warehouse.id, body.name);
        const [row] = await tx
          .insert(storageLocations)
          .values({ warehouseId: warehouse.id, name: body.name.trim(), createdBy: user.id })
          .returning({ id: storageLocations.id });
        if (!row) throw new AppError('NOT_FOUND');
        return row.id;
      });
      return reply.status(201).send(await locationOf(db, id));
    },
  );

  app.patch(
    '/plotline_db/warehouse_storage/:id/',
    {
      schema: {
        tags: TAGS,
        params: IdParams,
        body: UpdateLocationBody,
        response: { 200: StorageLocation },
      },
    },
    async (request) => {
      const user = requireUser(request);
      const location = await getLocationFor(db, user, request.params.id, 'manage');
      const name = request.body.name;
      if (name !== undefined) {
        await db.transaction(async (tx) => {
          await refuseTakenLocationName(tx, location.warehouseId, name, location.id);
          await tx
            .update(storageLocations)
            .set({ name: name.trim() })
            .where(eq(storageLocations.id, location.id));
        });
      }
      return locationOf(db, location.id);
    },
  );

  app.delete(
    '/plotline_db/warehouse_storage/:id/',
    { schema: { tags: TAGS, params: IdParams } },
    async (request, reply) => {
      const user = requireUser(request);
      const location = await getLocationFor(db, user, request.params.id, 'manage');
      await db.transaction(async (tx) => {
        await tx.execute(
          sql`select id from storage_locations where id = ${location.id} for update`,
        );
        const [held] = await queryRows<{ n: number }>(
          tx,
          sql`select count(*)::int as n from seed_lots where location_id = ${location.id}`,
        );
        if (held && held.n > 0) {
          throw new AppError('CONFLICT', {
            detail: 'warehouse.locationNotEmpty',
            params: { name: location.name, n: held.n },
          });
        }
        await tx.delete(storageLocations).where(eq(storageLocations.id, location.id));
      });
      return reply.status(204).send();
    },
  );

  app.get(
    '/plotline_db/warehouse_storage/:id/qrcode/',
    { schema: { tags: TAGS, params: IdParams } },
    async (request, reply) => {
      const user = requireUser(request);
      const location = await getLocationFor(db, user, request.params.id, 'read');
      const png = await QRCode.toBuffer(locationUrl(publicOrigin(request), location.id), {
        type: 'png',
        errorCorrectionLevel: 'M',
        margin: 2,
        scale: 8,
      });
      return reply
        .type('image/png')
        .header('content-disposition', `inline; filename="location-${location.id}.png"`)
        .header('cache-control', 'private, no-cache')
        .send(png);
    },
  );
};
