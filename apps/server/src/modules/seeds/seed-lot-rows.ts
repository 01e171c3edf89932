import type { LotListQuery, SeedLot } from '@plotline/contract/warehouse';
import { and, asc, eq, type SQL, sql } from 'drizzle-orm';
import type { z } from 'zod';
import { anyInt } from '../../db/any-of.ts';
import type { Db } from '../../db/client.ts';
import { lines, seedLots, storageLocations, warehouses } from '../../db/schema.ts';

/** A database handle or an open transaction. */
export type Tx = Parameters<Parameters<Db['transaction']>[0]>[0] | Db;

const grams = (value: SQL) => sql`(${value})::float8`.mapWith(Number);

/** The columns of a lot in the contract's `SeedLot` shape (lot ⨝ location ⨝ warehouse ⨝ line). */
const LOT_COLUMNS = {
  id: seedLots.id,
  code: seedLots.code,
  spec_id: seedLots.cropId,
  location: seedLots.locationId,
  location_name: storageLocations.name,
  warehouse_id: warehouses.id,
  warehouse_name: warehouses.name,
  line_id: seedLots.lineId,
  line_name: lines.name,
  plot_id: seedLots.plotId,
  plot_name: seedLots.plotName,
  field_id: seedLots.fieldId,
  nursery: seedLots.nursery,
  year: seedLots.year,
  weight: grams(sql`${seedLots.weight}`),
  amount: seedLots.amount,
  booked_weight: grams(sql`${seedLots.bookedWeight}`),
  booked_amount: seedLots.bookedAmount,
  available_weight: grams(sql`${seedLots.weight} - ${seedLots.bookedWeight}`),
  available_amount: sql<number>`${seedLots.amount} - ${seedLots.bookedAmount}`.mapWith(Number),
  reserved: seedLots.reserved,
  weight_1000: seedLots.weight1000,
  region: seedLots.region,
  experiment: seedLots.experiment,
  plant_number: seedLots.plantNumber,
  selection_number: seedLots.selectionNumber,
  date_added: seedLots.dateAdded,
  address: seedLots.address,
  sowing_tolerance: seedLots.sowingTolerance,
  comment: seedLots.comment,
};

/** SQL of the columns lots are sorted and filtered by (names of the contract's `SeedLot`). */
export const LOT_SQL = {
  code: sql`${seedLots.code}`,
  line_name: sql`${lines.name}`,
  location_name: sql`${storageLocations.name}`,
  warehouse_id: sql`${warehouses.id}`,
  year: sql`${seedLots.year}`,
  weight: sql`${seedLots.weight}`,
  booked_weight: sql`${seedLots.bookedWeight}`,
  available_weight: sql`(${seedLots.weight} - ${seedLots.bookedWeight})`,
  date_added: sql`${seedLots.dateAdded}`,
} as const;

const foldSql = (value: SQL) => sql`replace(lower(${value}), 'ё', 'е')`;
const fold = (value: string) => value.trim().toLowerCase().replaceAll('ё', 'е');

/** The filters of the lots page and of the seed-record download (`GET seeds/`'s query). */
export type LotFilters = Pick<
  z.output<typeof LotListQuery>,
  'spec_id' | 'line' | 'line_id' | 'year' | 'warehouse' | 'location' | 'available_only'
>;

/**
 * The filters of the lots page, over `seed_lots` alone (a line's name and a warehouse through
 * subqueries on their small tables): the page's ids and the count need no join.
 */
export function lotFilters(query: LotFilters): SQL {
  const where: SQL[] = [sql`${seedLots.cropId} = ${query.spec_id}`];
  const line = query.line?.trim();
  if (line) {
    where.push(sql`${seedLots.lineId} in (select id from lines
      where crop_id = ${query.spec_id} and strpos(${foldSql(sql`name`)}, ${fold(line)}) > 0)`);
  }
  if (query.line_id !== undefined) where.push(sql`${seedLots.lineId} = ${query.line_id}`);
  if (query.year !== undefined) where.push(sql`${seedLots.year} = ${query.year}`);
  if (query.warehouse !== undefined) {
    where.push(sql`${seedLots.locationId} in (select id from storage_locations
      where warehouse_id = ${query.warehouse})`);
  }
  if (query.location !== undefined) where.push(sql`${seedLots.locationId} = ${query.location}`);
  if (query.available_only) {
    where.push(
      sql`not ${seedLots.reserved} and (${seedLots.weight} > ${seedLots.bookedWeight}
        or ${seedLots.amount} > ${seedLots.bookedAmount})`,
    );
  }
  return and(...where) as SQL;
}

/**
 * Reads lots as the contract's `SeedLot`, in one statement: those `where` selects (SQL over
 * seed_lots, storage_locations, warehouses, lines), in `orderBy` order (default by id), a page
 * of them when `limit` is given. Access is the caller's business (warehouse-policy.ts).
 */
export async function readLots(
  db: Tx,
  options: { where: SQL; orderBy?: SQL[]; limit?: number; offset?: number },
): Promise<SeedLot[]> {
  const query = db
    .select(LOT_COLUMNS)
    .from(seedLots)
    .innerJoin(storageLocations, eq(storageLocations.id, seedLots.locationId))
    .innerJoin(warehouses, eq(warehouses.id, storageLocations.warehouseId))
    .innerJoin(lines, eq(lines.id, seedLots.lineId))
    .where(options.where)
    .orderBy(...(options.orderBy ?? [asc(seedLots.id)]))
    .$dynamic();
  if (options.limit !== undefined) query.limit(options.limit).offset(options.offset ?? 0);
  return query;
}

/** Reads the lots of `ids` (unknown ids are skipped), ordered by id. */
export async function readLotsByIds(db: Tx, ids: readonly number[]): Promise<SeedLot[]> {
  if (ids.length === 0) return [];
  return readLots(db, { where: anyInt(seedLots.id, [...new Set(ids)]) });
}

/** One lot by id, or undefined. */
export async function readLot(db: Tx, id: number): Promise<SeedLot | undefined> {
  const [lot] = await readLotsByIds(db, [id]);
  return lot;
}
