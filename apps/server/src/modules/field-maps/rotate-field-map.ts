import type { FieldMap, RotateFieldMapBody } from '@plotline/contract/field-maps-grid';
import { FIELD_WIDTH_MAX } from '@plotline/contract/rules';
import { eq, sql } from 'drizzle-orm';
import { type Db, queryRows } from '../../db/client.ts';
import { fieldMaps } from '../../db/schema.ts';
import { fieldError } from '../../errors.ts';
import { changeFieldMap } from './change-field-map.ts';
import { rotatedWidth, rowsOf } from './field-map-grid.ts';
import type { MapSeason } from './get-field-map-for.ts';

/**
 * `rotate/` (ours): a quarter turn of the grid. Clockwise, place (r, c) of an R-row grid goes
 * to (c, R − 1 − r); counter-clockwise to (width − 1 − c, r); the width becomes R (at least
 * 2). Positions are rewritten in one statement (field-map-grid.ts#rotatedPosition is the same
 * arithmetic). Empty columns at the right edge turn into empty rows below the last plot,
 * which a grid of positions does not keep. A map without plots does not change.
 * @throws AppError VALIDATION (`direction`) when R exceeds the widest map (150)
 */
export function rotateFieldMap(
  db: Db,
  season: MapSeason,
  direction: RotateFieldMapBody['direction'],
): Promise<FieldMap> {
  return changeFieldMap(db, season, async (tx, map) => {
    const [extent] = await queryRows<{ last: number }>(
      tx,
      sql`select coalesce(max(position), 0)::int as last from plots
        where field_year_id = ${season.id}`,
    );
    const rows = rowsOf(extent?.last ?? 0, map.width);
    if (rows === 0) return map;
    if (rows > FIELD_WIDTH_MAX) {
      throw fieldError('direction', 'validation.mapRotateTooWide', { rows, max: FIELD_WIDTH_MAX });
    }
    const width = rotatedWidth(rows);
    const row = sql`((position - 1) / ${map.width}::int)`;
    const column = sql`((position - 1) % ${map.width}::int)`;
    const target =
      direction === 'clockwise'
        ? sql`${column} * ${width}::int + (${rows}::int - 1 - ${row}) + 1`
        : sql`(${map.width}::int - 1 - ${column}) * ${width}::int + ${row} + 1`;
    await tx.execute(sql`update plots set position = ${target} where field_year_id = ${season.id}`);
    await tx.update(fieldMaps).set({ width }).where(eq(fieldMaps.id, map.id));
    return { ...map, width };
  });
}
