import { sql } from 'drizzle-orm';
import { queryRows } from '../../db/client.ts';
import type { ProblemList } from '../../platform/excel/problem-list.ts';
import { foldLineName } from '../lines/find-or-create-lines.ts';
import type { Tx } from '../seeds/seed-lot-rows.ts';
import { LOT_TEXT_FIELDS, type LotDetails } from './read-seed-cells.ts';
import type { SeedRow, SeedSheet } from './read-seed-sheet.ts';

/** A lot a row names, as stored (locked for the rest of the transaction). */
type StoredLot = LotDetails & {
  id: number;
  code: string;
  location_id: number;
  line_id: number;
  line_name: string;
  weight: number;
  amount: number;
  booked_weight: number;
  booked_amount: number;
};

/** What one row does: the lot it changes (none: a new one) and what changes. */
export type RowPlan = {
  row: SeedRow;
  lot?: StoredLot;
  locationId?: number;
  lineId?: number;
  /** Descriptive columns (contract names) and `location_id` that differ from the stored lot. */
  changes: Record<string, unknown>;
  /** Grams and seeds added to (negative: taken from) the lot by a correction. */
  weightDelta: number;
  amountDelta: number;
};

const fold = foldLineName;
const placeKey = (warehouse: string, location: string) =>
  `${fold(warehouse)}\u0000${fold(location)}`;
const milligrams = (grams: number) => Math.round(grams * 1000);

/**
 * The crop's storage locations by warehouse and location name (folded like their unique
 * indexes), only in warehouses of the crop's own tenant; locked `for key share` so none is
 * deleted before the lots put there are written.
 */
async function loadLocations(tx: Tx, cropId: number): Promise<Map<string, number>> {
  const rows = await queryRows<{ id: number; warehouse: string; location: string }>(
    tx,
    sql`select s.id, w.name as warehouse, s.name as location
      from storage_locations s
      join warehouses w on w.id = s.warehouse_id
      join crops c on c.id = w.crop_id
      where w.crop_id = ${cropId}
        and w.company_id is not distinct from c.company_id
        and w.owner_user_id is not distinct from c.owner_user_id
      for key share of s`,
  );
  return new Map(rows.map((row) => [placeKey(row.warehouse, row.location), row.id]));
}

/** The crop's lines named by the rows (folded names), by folded name. */
async function loadLines(tx: Tx, cropId: number, rows: SeedRow[]) {
  const names = [...new Set(rows.flatMap((row) => (row.line ? [fold(row.line)] : [])))];
  if (names.length === 0) return new Map<string, number>();
  const found = await queryRows<{ id: number; name: string }>(
    tx,
    sql`select id, name from lines where crop_id = ${cropId}
      and replace(lower(btrim(name)), 'ё', 'е') = any(${sql.param(names)}::text[])`,
  );
  return new Map(found.map((line) => [fold(line.name), line.id]));
}

/** The crop's lots the rows name, locked `for update` in id order (as every multi-lot writer). */
async function loadLots(tx: Tx, cropId: number, rows: SeedRow[]) {
  const ids = rows.flatMap((row) => (row.lotId === undefined ? [] : [row.lotId]));
  if (ids.length === 0) return new Map<number, StoredLot>();
  const found = await queryRows<StoredLot>(
    tx,
    sql`select l.id, l.code, l.location_id, l.line_id, li.name as line_name,
        l.weight::float8 as weight, l.amount, l.booked_weight::float8 as booked_weight,
        l.booked_amount, l.reserved, l.weight_1000::float8 as weight_1000, l.region,
        l.experiment, l.plant_number, l.selection_number, l.address,
        l.sowing_tolerance::float8 as sowing_tolerance, l.comment
      from seed_lots l join lines li on li.id = l.line_id
      where l.id = any(${sql.param(ids)}::int[]) and l.crop_id = ${cropId}
      order by l.id
      for update of l`,
  );
  return new Map(found.map((lot) => [lot.id, lot]));
}

/** The descriptive fields of `row` that differ from the lot's (every given one for a new lot). */
function detailChanges(row: SeedRow, lot: StoredLot | undefined): Record<string, unknown> {
  const changes: Record<string, unknown> = {};
  const { details } = row;
  for (const field of LOT_TEXT_FIELDS) {
    const value = details[field];
    if (value !== undefined && (!lot || lot[field].trim() !== value.trim())) {
      changes[field] = value.trim();
    }
  }
  if (details.reserved !== undefined && (!lot || lot.reserved !== details.reserved)) {
    changes.reserved = details.reserved;
  }
  for (const field of ['weight_1000', 'sowing_tolerance'] as const) {
    const value = details[field];
    if (value === undefined) continue;
    const stored = lot?.[field] ?? null;
    const same =
      lot !== undefined &&
      (value === null || stored === null
        ? value === stored
        : milligrams(value) === milligrams(stored));
    if (!same) changes[field] = value;
  }
  return changes;
}

type Found = {
  locations: Map<string, number>;
  lines: Map<string, number>;
  lots: Map<number, StoredLot>;
};

/** One row against what the database holds: its lot, location, line and changes. */
function planRow(row: SeedRow, found: Found, sheet: SeedSheet): RowPlan {
  const { layout, problems } = sheet;
  const at = (column: number | undefined, key: string, params: Record<string, string | number>) =>
    problems.add(row.row, column ?? null, key, params);
  const lot = row.lotId === undefined ? undefined : found.lots.get(row.lotId);
  if (row.lotId !== undefined && !lot) {
    at(layout.code, 'seedFiles.unknownCode', { code: row.code ?? '' });
  }
  let locationId: number | undefined;
  if (row.warehouse !== undefined && row.location !== undefined) {
    locationId = found.locations.get(placeKey(row.warehouse, row.location));
    if (locationId === undefined) {
      const names = { warehouse: row.warehouse, location: row.location };
      at(layout.location, 'seedFiles.unknownLocation', names);
    }
  }
  const lineId = row.line === undefined ? undefined : found.lines.get(fold(row.line));
  if (row.line !== undefined && lineId === undefined) {
    at(layout.line, 'seedFiles.unknownLine', { line: row.line });
  }
  if (lot && lineId !== undefined && lineId !== lot.line_id) {
    at(layout.line, 'seedFiles.lineChanged', { code: lot.code, line: lot.line_name });
  }
  const changes = detailChanges(row, lot);
  if (locationId !== undefined && locationId !== lot?.location_id) {
    changes.location_id = locationId;
  }
  const plan: RowPlan = { row, lot, locationId, lineId, changes, weightDelta: 0, amountDelta: 0 };
  if (lot) checkQuantities(plan, lot, layout, problems);
  return plan;
}

/**
 * Resolves a checked sheet against the database inside the write's transaction: each row's
 * lot (a code of this crop), location (warehouse + location names of the crop's tenant), line
 * (a name of the crop) and what it changes. Every problem goes to the sheet's list by row and
 * column: an unknown code, location or line, a changed line, a weight or amount below what
 * sowing plans have booked.
 */
export async function planSeedRows(tx: Tx, cropId: number, sheet: SeedSheet): Promise<RowPlan[]> {
  const found: Found = {
    locations: await loadLocations(tx, cropId),
    lines: await loadLines(tx, cropId, sheet.rows),
    lots: await loadLots(tx, cropId, sheet.rows),
  };
  return sheet.rows.map((row) => planRow(row, found, sheet));
}

/** The correction a row's weight and amount make; below what is booked is a problem. */
function checkQuantities(
  plan: RowPlan,
  lot: StoredLot,
  layout: SeedSheet['layout'],
  problems: ProblemList,
): void {
  const { weight, amount, row } = plan.row;
  if (weight !== undefined) {
    if (milligrams(weight) < milligrams(lot.booked_weight)) {
      problems.add(row, layout.weight ?? null, 'seedFiles.weightBelowBooked', {
        code: lot.code,
        booked: lot.booked_weight,
      });
    }
    plan.weightDelta = (milligrams(weight) - milligrams(lot.weight)) / 1000;
  }
  if (amount !== undefined) {
    if (amount < lot.booked_amount) {
      problems.add(row, layout.amount ?? null, 'seedFiles.amountBelowBooked', {
        code: lot.code,
        booked: lot.booked_amount,
      });
    }
    plan.amountDelta = amount - lot.amount;
  }
}
