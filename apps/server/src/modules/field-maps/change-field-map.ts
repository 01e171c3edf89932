import type { FieldMap } from '@plotline/contract/field-maps-grid';
import { eq } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { fields } from '../../db/schema.ts';
import type { Tx } from '../lines/find-or-create-lines.ts';
import { ensureLockedFieldMap, type FieldMapRow } from './ensure-field-map.ts';
import type { MapSeason } from './get-field-map-for.ts';
import { loadMapCounts, loadMapGrid, presentFieldMap } from './load-field-map.ts';

/**
 * Runs one change of a season's places in a transaction holding the map row's lock, and
 * answers the map as it now stands. The counts of `meta_info` do not depend on places, so
 * they are read beside the transaction (on PostgreSQL another connection, in parallel).
 * A change of width (re-flow, re-cut, rotation) becomes the nursery's width too, so the
 * header's width and the map's "per row" never disagree (decision 030).
 * @param change receives the locked map, writes, and gives the map row as it now is
 * @throws whatever `change` throws; nothing is written then
 */
export async function changeFieldMap(
  db: Db,
  season: MapSeason,
  change: (tx: Tx, map: FieldMapRow) => Promise<FieldMapRow>,
): Promise<FieldMap> {
  const [{ map, grid }, counts] = await Promise.all([
    db.transaction(async (tx) => {
      const locked = await ensureLockedFieldMap(tx, season.id);
      const changed = await change(tx, locked);
      if (changed.width !== locked.width) {
        await tx.update(fields).set({ width: changed.width }).where(eq(fields.id, season.fieldId));
      }
      return { map: changed, grid: await loadMapGrid(tx, season.id, changed.width) };
    }),
    loadMapCounts(db, season.id),
  ]);
  return presentFieldMap(season, map, grid, counts);
}
