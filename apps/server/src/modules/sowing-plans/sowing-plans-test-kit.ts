import { eq, sql } from 'drizzle-orm';
import { queryRows } from '../../db/client.ts';
import { lines, seedLots, storageLocations, warehouses } from '../../db/schema.ts';
import { getTestDatabase } from '../../test/test-app.ts';
import { appendLedger } from '../seeds/seed-ledger.ts';

/**
 * A warehouse with one location of a crop, straight in the database (the warehouse routes
 * belong to the store module): the fixture of the sowing-plan, label and seed-file tests.
 */
export async function buildStore(
  owner: { cropId: number; companyId: number | null; ownerUserId?: number | null },
  names = { warehouse: 'Склад №1', location: 'Стеллаж А' },
) {
  const { db } = await getTestDatabase();
  const [warehouse] = await db
    .insert(warehouses)
    .values({
      cropId: owner.cropId,
      companyId: owner.companyId,
      ownerUserId: owner.ownerUserId ?? null,
      name: names.warehouse,
    })
    .returning({ id: warehouses.id });
  const [location] = await db
    .insert(storageLocations)
    .values({ warehouseId: (warehouse as { id: number }).id, name: names.location })
    .returning({ id: storageLocations.id });
  return {
    warehouseId: (warehouse as { id: number }).id,
    locationId: (location as { id: number }).id,
  };
}

/** A lot of `lineName` (created in the crop when missing) holding `weight` g from a harvest. */
export async function buildLot(
  place: { cropId: number; locationId: number },
  lineName: string,
  weight: number,
  extra: { amount?: number; reserved?: boolean } = {},
) {
  const { db } = await getTestDatabase();
  const [existing] = await db
    .select({ id: lines.id })
    .from(lines)
    .where(sql`${lines.cropId} = ${place.cropId} and ${lines.name} = ${lineName}`);
  const lineId =
    existing?.id ??
    (
      (
        await db
          .insert(lines)
          .values({ cropId: place.cropId, name: lineName })
          .returning({ id: lines.id })
      )[0] as { id: number }
    ).id;
  const [lot] = await db
    .insert(seedLots)
    .values({
      cropId: place.cropId,
      locationId: place.locationId,
      lineId,
      reserved: extra.reserved ?? false,
    })
    .returning({ id: seedLots.id, code: seedLots.code });
  const made = lot as { id: number; code: string };
  await appendLedger(db, [
    { lotId: made.id, kind: 'harvest', weight, amount: extra.amount ?? 0, createdBy: null },
  ]);
  return { ...made, lineId };
}

/** A lot's sums, and the same sums recomputed from its ledger: they must agree. */
export async function lotBalance(lotId: number) {
  const { db } = await getTestDatabase();
  const [lot] = await db
    .select({
      weight: seedLots.weight,
      booked: seedLots.bookedWeight,
      amount: seedLots.amount,
      bookedAmount: seedLots.bookedAmount,
    })
    .from(seedLots)
    .where(eq(seedLots.id, lotId));
  const [ledger] = await queryRows<{ weight: number; booked: number; entries: number }>(
    db,
    sql`select coalesce(sum(weight), 0)::float8 as weight,
      coalesce(sum(booked_weight), 0)::float8 as booked, count(*)::int as entries
      from seed_ledger where lot_id = ${lotId}`,
  );
  return { ...(lot as NonNullable<typeof lot>), ledger: ledger as NonNullable<typeof ledger> };
}
