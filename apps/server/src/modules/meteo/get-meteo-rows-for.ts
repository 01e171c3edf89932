import { type SQL, sql } from 'drizzle-orm';
import { type Db, queryRows } from '../../db/client.ts';
import { AppError } from '../../errors.ts';
import type { CurrentUser } from '../../platform/auth/authenticate.ts';
import {
  assertSectorWritable,
  getSectorFor,
  type SectorInReach,
} from '../../platform/auth/meteo-policy.ts';
import { yearOf } from './write-meteo-values.ts';

/** A dated row of a sector (a value or an event) the user may change, with its sector. */
export type DatedRowInReach = { id: number; date: string; sector: SectorInReach };

/** The row `select` finds (`id`, `date`, `sector_id`), written in the year of its date. */
async function getDatedRowFor(db: Db, user: CurrentUser, select: SQL): Promise<DatedRowInReach> {
  const [row] = await queryRows<{ id: number; date: string; sector_id: number }>(db, select);
  if (!row) throw new AppError('NOT_FOUND');
  const sector = await getSectorFor(db, user, row.sector_id, 'read');
  await assertSectorWritable(db, user, sector, [yearOf(row.date)]);
  return { id: row.id, date: row.date, sector };
}

/**
 * A daily value the user may change or delete: they write its sector in the year of its date.
 * @throws AppError NOT_FOUND unknown or out of sight; PERMISSION_DENIED that year refused
 */
export function getMeteoValueFor(db: Db, user: CurrentUser, valueId: number) {
  return getDatedRowFor(
    db,
    user,
    sql`select v.id::int as id, v.date::text as date, p.sector_id from meteo_values v
      join meteo_params p on p.id = v.param_id where v.id = ${valueId}`,
  );
}

/**
 * A weather event the user may change or delete: they write its sector in the year of its date.
 * @throws AppError NOT_FOUND unknown or out of sight; PERMISSION_DENIED that year refused
 */
export function getMeteoEventFor(db: Db, user: CurrentUser, eventId: number) {
  return getDatedRowFor(
    db,
    user,
    sql`select id, date::text as date, sector_id from meteo_events where id = ${eventId}`,
  );
}
