import { IdParams } from '@plotline/contract/common';
import {
  CreateLotBody,
  LedgerEntry,
  LedgerEntryBody,
  LedgerEntryResult,
  type LOT_SORT_KEYS,
  LotList,
  LotListQuery,
  SeedLot,
  UpdateLotBody,
  WarehouseQuery,
  WarehouseSummary,
} from '@plotline/contract/warehouse';
import { and, eq, type SQL, sql } from 'drizzle-orm';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { type Db, queryRows } from '../../db/client.ts';
import { lines, seedLots } from '../../db/schema.ts';
import { AppError, fieldError } from '../../errors.ts';
import { type CurrentUser, requireUser } from '../../platform/auth/authenticate.ts';
import { cropsVisibleTo, getPlotFor } from '../../platform/auth/policy.ts';
import {
  getLocationFor,
  getLotFor,
  getWarehouseCropFor,
} from '../../platform/auth/warehouse-policy.ts';
import { appendLedger, readLedger } from './seed-ledger.ts';
import { LOT_SQL, lotFilters, readLot, readLotsByIds, type Tx } from './seed-lot-rows.ts';
import { sendPlotsRoute } from './send-plots.ts';

const TAGS = ['warehouse'];

/**
 * The ids of one page of lots, in `sort_by` order (a whitelisted key, `-` descending), then by
 * id. Sorts by a lot's own column read along an index of its own (crop, key, id; migration
 * 0013), so a page of 250 does not sort the crop's lots. A line name sorts by the folded name of
 * `lines_crop_name_key` (lines in name order, each line's lots by its index); a location name
 * by the rank of the location among the crop's few locations. Descending years put lots
 * without a year first (the index's order), ascending last.
 */
async function lotPageIds(
  db: Tx,
  query: z.output<typeof LotListQuery>,
  where: SQL,
): Promise<number[]> {
  const descending = query.sort_by.startsWith('-');
  const key = (
    descending ? query.sort_by.slice(1) : query.sort_by
  ) as (typeof LOT_SORT_KEYS)[number];
  const direction = descending ? sql`desc` : sql`asc`;
  let join = sql``;
  let order: SQL;
  switch (key) {
    case 'line_name':
      join = sql`join lines li on li.id = ${seedLots.lineId} and li.crop_id = ${query.spec_id}`;
      order = sql`replace(lower(btrim(li.name)), 'ё', 'е') ${direction},`;
      break;
    case 'location_name': {
      const ranked = await queryRows<{ id: number }>(
        db,
        sql`select s.id from storage_locations s join warehouses w on w.id = s.warehouse_id
          where w.crop_id = ${query.spec_id} order by lower(s.name), s.id`,
      );
      const ids = sql.param(ranked.map((row) => row.id));
      order = sql`array_position(${ids}::int[], ${seedLots.locationId}) ${direction},`;
      break;
    }
    case 'code':
      // a code is `L` and the id in 7 digits: code order is id order
      order = sql``;
      break;
    default:
      order = sql`${LOT_SQL[key]} ${direction},`;
  }
  const rows = await queryRows<{ id: number }>(
    db,
    sql`select ${seedLots.id} as id from ${seedLots} ${join} where ${where}
      order by ${order} ${seedLots.id} ${direction}
      limit ${query.page_size} offset ${(query.page - 1) * query.page_size}`,
  );
  return rows.map((row) => row.id);
}

/** The number of lots the filters select. */
async function countLots(db: Tx, where: SQL): Promise<number> {
  const [row] = await queryRows<{ n: number }>(
    db,
    sql`select count(*)::int as n from ${seedLots} where ${where}`,
  );
  return row?.n ?? 0;
}

async function lotOf(db: Tx, id: number): Promise<SeedLot> {
  const lot = await readLot(db, id);
  if (!lot) throw new AppError('NOT_FOUND');
  return lot;
}

/**
 * Locks a location against deletion while lots are put into it (`for key share`, the lock its
 * foreign key takes anyway, taken first): one deleted meanwhile is 404, not a key error.
 */
export async function holdLocation(tx: Tx, locationId: number): Promise<void> {
  const [row] = await queryRows<{ id: number }>(
    tx,
    sql`select id from storage_locations where id = ${locationId} for key share`,
  );
  if (!row) throw new AppError('NOT_FOUND');
}

/** A location the user may put lots of `cropId` into. 404 out of sight, 400 another crop's. */
async function locationForLots(
  db: Db,
  user: CurrentUser,
  locationId: number,
  cropId: number,
  field: string,
) {
  const location = await getLocationFor(db, user, locationId, 'write');
  if (location.cropId !== cropId) throw fieldError(field, 'warehouse.otherCrop');
  return location;
}

/** The descriptive columns of a lot from a body (undefined: left as it is). */
function lotColumns(body: Partial<z.output<typeof UpdateLotBody>>) {
  return {
    reserved: body.reserved,
    weight1000: body.weight_1000,
    region: body.region,
    experiment: body.experiment,
    plantNumber: body.plant_number,
    selectionNumber: body.selection_number,
    dateAdded: body.date_added,
    address: body.address,
    sowingTolerance: body.sowing_tolerance,
    comment: body.comment,
  };
}

/**
 * Seed lots (issue 15, decision 040): the page, a lot by hand, its card, edit, deletion when
 * empty, its ledger and entries (corrections, transfers), sending plots to the warehouse and
 * the summary. Quantities change only through ledger entries (seed-ledger.ts): an overdraw is
 * a 409 naming the lot.
 */
export const seedsRoutes: FastifyPluginAsyncZod<{ db: Db }> = async (app, { db }) => {
  app.get(
    '/plotline_db/seeds/',
    { schema: { tags: TAGS, querystring: LotListQuery, response: { 200: LotList } } },
    async (request) => {
      const user = requireUser(request);
      const query = request.query;
      await getWarehouseCropFor(db, user, query.spec_id, 'read');
      const where = lotFilters(query);
      const [total, ids] = await Promise.all([countLots(db, where), lotPageIds(db, query, where)]);
      const position = new Map(ids.map((id, index) => [id, index]));
      const data = (await readLotsByIds(db, ids)).sort(
        (a, b) => (position.get(a.id) ?? 0) - (position.get(b.id) ?? 0),
      );
      return {
        meta: {
          total_pages: Math.ceil(total / query.page_size),
          total_items: total,
          current_page: query.page,
          page_size: query.page_size,
        },
        data,
      };
    },
  );

  app.post(
    '/plotline_db/seeds/',
    { schema: { tags: TAGS, body: CreateLotBody, response: { 201: SeedLot } } },
    async (request, reply) => {
      const user = requireUser(request);
      const body = request.body;
      const crop = await getWarehouseCropFor(db, user, body.spec_id, 'write');
      await locationForLots(db, user, body.location, crop.id, 'location');
      const [line] = await db
        .select({ cropId: lines.cropId })
        .from(lines)
        .where(
          and(
            eq(lines.id, body.line_id),
            sql`exists (select 1 from crops where crops.id = ${lines.cropId} and ${cropsVisibleTo(user)})`,
          ),
        );
      if (!line) throw new AppError('NOT_FOUND');
      if (line.cropId !== crop.id) throw fieldError('line_id', 'warehouse.otherCrop');
      const plot = body.plot_id ? await getPlotFor(db, user, body.plot_id, 'read') : undefined;
      if (plot && plot.cropId !== crop.id) throw fieldError('plot_id', 'warehouse.otherCrop');
      const provenance = plot
        ? (
            await queryRows<{ field_id: number; nursery: string; region: string }>(
              db,
              sql`select f.id as field_id, f.name as nursery, f.region from fields f
                where f.id = ${plot.fieldId}`,
            )
          )[0]
        : undefined;
      const id = await db.transaction(async (tx) => {
        await holdLocation(tx, body.location);
        const [row] = await tx
          .insert(seedLots)
          .values({
            cropId: crop.id,
            locationId: body.location,
            lineId: body.line_id,
            plotId: plot?.id ?? null,
            plotName: plot?.name ?? '',
            fieldId: provenance?.field_id ?? null,
            nursery: provenance?.nursery ?? '',
            year: plot?.year ?? null,
            ...lotColumns(body),
            region: body.region || provenance?.region || '',
            createdBy: user.id,
          })
          .returning({ id: seedLots.id });
        if (!row) throw new AppError('NOT_FOUND');
        await appendLedger(tx, [
          {
            lotId: row.id,
            kind: 'harvest',
            weight: body.weight,
            amount: body.amount,
            note: '',
            createdBy: user.id,
          },
        ]);
        return row.id;
      });
      return reply.status(201).send(await lotOf(db, id));
    },
  );

  app.get(
    '/plotline_db/seeds/:id/',
    { schema: { tags: TAGS, params: IdParams, response: { 200: SeedLot } } },
    async (request) => {
      const user = requireUser(request);
      const lot = await getLotFor(db, user, request.params.id, 'read');
      return lotOf(db, lot.id);
    },
  );

  app.patch(
    '/plotline_db/seeds/:id/',
    { schema: { tags: TAGS, params: IdParams, body: UpdateLotBody, response: { 200: SeedLot } } },
    async (request) => {
      const user = requireUser(request);
      const lot = await getLotFor(db, user, request.params.id, 'write');
      const body = request.body;
      if (body.location !== undefined) {
        await locationForLots(db, user, body.location, lot.cropId, 'location');
      }
      await db.transaction(async (tx) => {
        if (body.location !== undefined) await holdLocation(tx, body.location);
        const changes = Object.fromEntries(
          Object.entries({ locationId: body.location, ...lotColumns(body) }).filter(
            ([, value]) => value !== undefined,
          ),
        );
        if (Object.keys(changes).length > 0) {
          await tx.update(seedLots).set(changes).where(eq(seedLots.id, lot.id));
        }
      });
      return lotOf(db, lot.id);
    },
  );

  app.delete(
    '/plotline_db/seeds/:id/',
    { schema: { tags: TAGS, params: IdParams } },
    async (request, reply) => {
      const user = requireUser(request);
      const lot = await getLotFor(db, user, request.params.id, 'manage');
      await db.transaction(async (tx) => {
        const [row] = await queryRows<{
          empty: boolean;
          planned: boolean;
          transferred: boolean;
        }>(
          tx,
          sql`select (weight = 0 and amount = 0 and booked_weight = 0 and booked_amount = 0) as empty,
              exists (select 1 from sowing_plan_items i where i.lot_id = l.id) as planned,
              exists (select 1 from seed_ledger e where e.other_lot_id = l.id and e.lot_id <> l.id)
                as transferred
            from seed_lots l where l.id = ${lot.id} for update`,
        );
        if (!row) throw new AppError('NOT_FOUND');
        const conflict = (
          detail: 'warehouse.lotNotEmpty' | 'warehouse.lotInPlan' | 'warehouse.lotHasTransfers',
        ) => new AppError('CONFLICT', { detail, params: { code: lot.code } });
        if (!row.empty) throw conflict('warehouse.lotNotEmpty');
        if (row.planned) throw conflict('warehouse.lotInPlan');
        if (row.transferred) throw conflict('warehouse.lotHasTransfers');
        await tx.delete(seedLots).where(eq(seedLots.id, lot.id));
      });
      return reply.status(204).send();
    },
  );

  app.get(
    '/plotline_db/seeds/:id/ledger/',
    { schema: { tags: TAGS, params: IdParams, response: { 200: z.array(LedgerEntry) } } },
    async (request) => {
      const user = requireUser(request);
      const lot = await getLotFor(db, user, request.params.id, 'read');
      return readLedger(db, lot.id);
    },
  );

  app.post(
    '/plotline_db/seeds/:id/ledger/',
    {
      schema: {
        tags: TAGS,
        params: IdParams,
        body: LedgerEntryBody,
        response: { 201: LedgerEntryResult },
      },
    },
    async (request, reply) => {
      const user = requireUser(request);
      const lot = await getLotFor(db, user, request.params.id, 'write');
      const body = request.body;
      if (body.kind === 'correction') {
        if (body.to_lot !== undefined || body.to_location !== undefined) {
          throw fieldError('to_lot', 'warehouse.transferTarget');
        }
        if (body.weight === 0 && body.amount === 0) {
          throw fieldError('weight', 'warehouse.nothingChanged');
        }
        if (!body.note) throw fieldError('note', 'warehouse.noteRequired');
        await db.transaction((tx) =>
          appendLedger(tx, [
            {
              lotId: lot.id,
              kind: 'correction',
              weight: body.weight,
              amount: body.amount,
              note: body.note,
              createdBy: user.id,
            },
          ]),
        );
        return reply.status(201).send({ lot: await lotOf(db, lot.id), other_lot: null });
      }
      if (body.weight < 0 || body.amount < 0 || (body.weight === 0 && body.amount === 0)) {
        throw fieldError('weight', 'warehouse.transferPositive');
      }
      if ((body.to_lot === undefined) === (body.to_location === undefined)) {
        throw fieldError('to_lot', 'warehouse.transferTarget');
      }
      if (body.to_lot !== undefined) {
        const target = await getLotFor(db, user, body.to_lot, 'write');
        if (target.id === lot.id) throw fieldError('to_lot', 'warehouse.transferSameLot');
        if (target.lineId !== lot.lineId || target.cropId !== lot.cropId) {
          throw fieldError('to_lot', 'warehouse.transferOtherLine');
        }
      } else if (body.to_location !== undefined) {
        await locationForLots(db, user, body.to_location, lot.cropId, 'to_location');
      }
      const targetId = await db.transaction(async (tx) => {
        let target = body.to_lot;
        if (target === undefined && body.to_location !== undefined) {
          await holdLocation(tx, body.to_location);
          const [created] = await queryRows<{ id: number }>(
            tx,
            sql`insert into seed_lots (crop_id, location_id, line_id, plot_id, reserved,
                weight_1000, region, field_id, nursery, year, plot_name, experiment,
                plant_number, selection_number, date_added, address, sowing_tolerance, comment,
                created_by)
              select crop_id, ${body.to_location}, line_id, plot_id, reserved, weight_1000,
                region, field_id, nursery, year, plot_name, experiment, plant_number,
                selection_number, date_added, address, sowing_tolerance, comment, ${user.id}
              from seed_lots where id = ${lot.id}
              returning id`,
          );
          target = created?.id;
        }
        if (target === undefined) throw new AppError('NOT_FOUND');
        const note = body.note;
        await appendLedger(tx, [
          {
            lotId: lot.id,
            kind: 'transfer',
            weight: -body.weight,
            amount: -body.amount,
            otherLotId: target,
            note,
            createdBy: user.id,
          },
          {
            lotId: target,
            kind: 'transfer',
            weight: body.weight,
            amount: body.amount,
            otherLotId: lot.id,
            note,
            createdBy: user.id,
          },
        ]);
        return target;
      });
      return reply
        .status(201)
        .send({ lot: await lotOf(db, lot.id), other_lot: await lotOf(db, targetId) });
    },
  );

  await sendPlotsRoute(app, db);

  app.get(
    '/plotline_db/summary_warehouse_seed_info/',
    {
      schema: { tags: TAGS, querystring: WarehouseQuery, response: { 200: WarehouseSummary } },
    },
    async (request) => {
      const user = requireUser(request);
      const crop = await getWarehouseCropFor(db, user, request.query.spec_id, 'read');
      const tenant =
        crop.companyId !== null
          ? sql`w.company_id = ${crop.companyId}`
          : sql`w.owner_user_id = ${crop.ownerUserId}`;
      const [byWarehouse, byLine, byYear] = await Promise.all([
        queryRows<WarehouseSummary['by_warehouse'][number]>(
          db,
          sql`select w.id as warehouse_id, w.name, count(l.id)::int as count_of_lots,
              coalesce(sum(l.weight), 0)::float8 as weight,
              coalesce(sum(l.booked_weight), 0)::float8 as booked_weight
            from warehouses w
            left join storage_locations s on s.warehouse_id = w.id
            left join seed_lots l on l.location_id = s.id
            where w.crop_id = ${crop.id} and ${tenant}
            group by w.id order by lower(w.name), w.id`,
        ),
        queryRows<{
          line_id: number;
          line_name: string;
          count_of_lots: number;
          weight: number;
          available_weight: number;
          need: number | null;
        }>(
          db,
          sql`select l.line_id, li.name as line_name, count(*)::int as count_of_lots,
              sum(l.weight)::float8 as weight,
              coalesce(sum(l.weight - l.booked_weight) filter (where not l.reserved), 0)::float8
                as available_weight,
              max(l.sowing_tolerance)::float8 as need
            from seed_lots l join lines li on li.id = l.line_id
            where l.crop_id = ${crop.id}
            group by l.line_id, li.name order by lower(li.name), l.line_id`,
        ),
        queryRows<WarehouseSummary['by_year'][number]>(
          db,
          sql`select year, count(*)::int as count_of_lots, sum(weight)::float8 as weight
            from seed_lots where crop_id = ${crop.id}
            group by year order by year nulls last`,
        ),
      ]);
      return {
        by_warehouse: byWarehouse,
        by_line: byLine.map(({ need, ...row }) => ({
          ...row,
          low_stock: row.available_weight <= 0 || (need !== null && row.available_weight < need),
        })),
        by_year: byYear,
      };
    },
  );
};
