import { eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { fieldMaps } from '../../db/schema.ts';
import type { Tx } from '../lines/find-or-create-lines.ts';

/** A field-year's map row: its id, plots per row and randomised design (null when none). */
export type FieldMapRow = { id: number; fieldYearId: number; width: number; design: unknown };

const COLUMNS = {
  id: fieldMaps.id,
  fieldYearId: fieldMaps.fieldYearId,
  width: fieldMaps.width,
  design: fieldMaps.design,
};

/**
 * The field map of a field-year, created when missing with the nursery's width (decision
 * 018). Safe under concurrent creation (one row per field-year). The caller has already
 * checked access to the field-year.
 * @throws Error when the field-year does not exist
 */
export async function ensureFieldMap(db: Db | Tx, fieldYearId: number): Promise<FieldMapRow> {
  const [existing] = await db
    .select(COLUMNS)
    .from(fieldMaps)
    .where(eq(fieldMaps.fieldYearId, fieldYearId));
  if (existing) return existing;
  await db.execute(sql`
    insert into field_maps (field_year_id, width)
    select fy.id, f.width from field_years fy join fields f on f.id = fy.field_id
    where fy.id = ${fieldYearId}
    on conflict (field_year_id) do nothing`);
  const [created] = await db
    .select(COLUMNS)
    .from(fieldMaps)
    .where(eq(fieldMaps.fieldYearId, fieldYearId));
  if (!created) throw new Error(`field-year ${fieldYearId} does not exist`);
  return created;
}

/**
 * `ensureFieldMap`, then the map row locked until the caller's transaction ends: writers
 * of one field-year's positions (new plots, moves, re-flow, rotation) take turns, so two
 * of them never put plots into the same place. Call it inside a transaction.
 * @throws Error when the field-year does not exist
 */
export async function ensureLockedFieldMap(tx: Tx, fieldYearId: number): Promise<FieldMapRow> {
  const lock = () =>
    tx.select(COLUMNS).from(fieldMaps).where(eq(fieldMaps.fieldYearId, fieldYearId)).for('update');
  const [existing] = await lock();
  if (existing) return existing;
  await ensureFieldMap(tx, fieldYearId);
  const [created] = await lock();
  if (!created) throw new Error(`field map of field-year ${fieldYearId} vanished`);
  return created;
}
