import type { Sector } from '@plotline/contract/meteo';
import { type SQL, sql } from 'drizzle-orm';
import { queryRows } from '../../db/client.ts';
import { AppError } from '../../errors.ts';
import type { CurrentUser } from '../../platform/auth/authenticate.ts';
import { sectorsManagedBy } from '../../platform/auth/meteo-policy.ts';
import type { Tx } from '../seeds/seed-lot-rows.ts';

/**
 * The sectors `where` selects (SQL over `meteo_sectors`) as the API shows them, in name order:
 * the nurseries each serves, its parameters (in creation order: the standard six first) and
 * whether `user` manages it. One query; the caller has scoped `where` to what the user reads.
 */
export async function readSectors(db: Tx, user: CurrentUser, where: SQL): Promise<Sector[]> {
  return queryRows<Sector>(
    db,
    sql`select meteo_sectors.id, meteo_sectors.name, meteo_sectors.year,
        coalesce((select array_agg(sf.field_id order by sf.field_id) from meteo_sector_fields sf
          where sf.sector_id = meteo_sectors.id), '{}') as field_ids,
        coalesce((select json_agg(json_build_object('id', p.id, 'sector', p.sector_id,
            'name', p.name, 'unit', p.unit, 'kind', p.kind) order by p.id)
          from meteo_params p where p.sector_id = meteo_sectors.id), '[]') as params,
        ${sectorsManagedBy(user)} as can_manage
      from meteo_sectors where ${where}
      order by replace(lower(btrim(meteo_sectors.name)), 'ё', 'е'), meteo_sectors.id`,
  );
}

/** One sector as the API shows it. @throws AppError NOT_FOUND gone meanwhile */
export async function readSector(db: Tx, user: CurrentUser, sectorId: number): Promise<Sector> {
  const [sector] = await readSectors(db, user, sql`meteo_sectors.id = ${sectorId}`);
  if (!sector) throw new AppError('NOT_FOUND');
  return sector;
}
