import type { FieldMap } from '@plotline/contract/field-maps-grid';
import { eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { fieldMaps } from '../../db/schema.ts';
import { changeFieldMap } from './change-field-map.ts';
import type { MapSeason } from './get-field-map-for.ts';

/**
 * `update_location_of_plots/`: the season's plots keep their order (position, then id) and
 * get positions 1…n, so gaps close, in rows of `width` now stored on the map (decision
 * 018). One statement for the plots whatever their number; plots already in place are not
 * rewritten.
 */
export function reflowFieldMap(db: Db, season: MapSeason, width: number): Promise<FieldMap> {
  return changeFieldMap(db, season, async (tx, map) => {
    await tx.execute(sql`
      update plots p set position = r.n
      from (select id, row_number() over (order by position, id)::int as n
            from plots where field_year_id = ${season.id}) r
      where p.id = r.id and p.position <> r.n`);
    await tx.update(fieldMaps).set({ width }).where(eq(fieldMaps.id, map.id));
    return { ...map, width };
  });
}
