import { sql } from 'drizzle-orm';
import { type Db, queryRows } from '../../db/client.ts';
import { storageLocations, warehouses } from '../../db/schema.ts';
import { appendLedger } from '../seeds/seed-ledger.ts';

/** What one sowing of a demo lot needs (g): a few lots fall below it, as in a real store. */
const DEMO_SOWING_TOLERANCE = 300;

/**
 * The demo crop's seed store (decision 041): a warehouse `name` (unique in the company) with two racks and, for each line of
 * the crop's latest season, a lot harvested from its first plot there — provenance copied as
 * sending plots does, a `harvest` ledger entry of a seeded weight (100–2,500 g), so the storage
 * page, the summary's low stock and the sowing plan have something real to show.
 */
export async function seedDemoStore(
  db: Db,
  owner: { companyId: number; userId: number; cropId: number },
  name: string,
  random: () => number,
): Promise<void> {
  await db.transaction(async (tx) => {
    const [warehouse] = await tx
      .insert(warehouses)
      .values({ cropId: owner.cropId, companyId: owner.companyId, name })
      .returning({ id: warehouses.id });
    const racks = await tx
      .insert(storageLocations)
      .values(
        ['Стеллаж А', 'Стеллаж Б'].map((name) => ({
          warehouseId: (warehouse as { id: number }).id,
          name,
        })),
      )
      .returning({ id: storageLocations.id });
    const rackIds = racks.map((rack) => rack.id);
    const lots = await queryRows<{ id: number }>(
      tx,
      sql`insert into seed_lots (crop_id, location_id, line_id, plot_id, region, field_id,
          nursery, year, plot_name, address, sowing_tolerance, created_by)
        select distinct on (p.line_id) f.crop_id,
          (${sql.param(rackIds)}::int[])[1 + (p.line_id % ${rackIds.length})],
          p.line_id, p.id, f.region, f.id, f.name, fy.year, p.name,
          'Ящик ' || (1 + p.line_id % 6), ${DEMO_SOWING_TOLERANCE}, ${owner.userId}
        from plots p
        join field_years fy on fy.id = p.field_year_id
        join fields f on f.id = fy.field_id
        where f.crop_id = ${owner.cropId}
          and fy.year = (select max(fy2.year) from field_years fy2
            join fields f2 on f2.id = fy2.field_id where f2.crop_id = ${owner.cropId})
        order by p.line_id, p.id
        returning id`,
    );
    await appendLedger(
      tx,
      lots.map((lot) => ({
        lotId: lot.id,
        kind: 'harvest' as const,
        weight: Math.round(100 + random() * 2400),
        note: '',
        createdBy: owner.userId,
      })),
    );
  });
}
