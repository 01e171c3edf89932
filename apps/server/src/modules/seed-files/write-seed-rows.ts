import { sql } from 'drizzle-orm';
import { queryRows } from '../../db/client.ts';
import { AppError } from '../../errors.ts';
import { ImportRejected } from '../../platform/excel/problem-list.ts';
import { appendLedger, type LedgerEntryInput } from '../seeds/seed-ledger.ts';
import type { Tx } from '../seeds/seed-lot-rows.ts';
import { planSeedRows, type RowPlan } from './plan-seed-rows.ts';
import { LOT_TEXT_FIELDS } from './read-seed-cells.ts';
import type { SeedSheet } from './read-seed-sheet.ts';

/** What a seed-record upload did. */
export type SeedCounts = { rows: number; created: number; updated: number };

/** Lots one insert or update statement carries. */
const CHUNK = 2000;

/** The columns a row may change, with their SQL types (JSON keys are the contract's names). */
const COLUMNS: [key: string, column: string, type: string][] = [
  ['location_id', 'location_id', 'int'],
  ['reserved', 'reserved', 'boolean'],
  ['weight_1000', 'weight_1000', 'numeric'],
  ['sowing_tolerance', 'sowing_tolerance', 'numeric'],
  ...LOT_TEXT_FIELDS.map((field): [string, string, string] => [field, field, 'text']),
];

/** Applies `{id, …changes}` in statements of CHUNK lots; a missing key leaves the column. */
async function updateLots(tx: Tx, updates: Record<string, unknown>[], signal?: AbortSignal) {
  const set = COLUMNS.map(([key, column, type]) =>
    sql.raw(
      `${column} = case when v->'${key}' is not null then (v->>'${key}')::${type} else l.${column} end`,
    ),
  );
  for (let start = 0; start < updates.length; start += CHUNK) {
    signal?.throwIfAborted();
    const chunk = updates.slice(start, start + CHUNK);
    await tx.execute(sql`update seed_lots l set ${sql.join(set, sql`, `)}
      from jsonb_array_elements(${JSON.stringify(chunk)}::jsonb) as e(v)
      where l.id = (v->>'id')::int`);
  }
}

/**
 * Inserts the new lots (empty: their seed comes with their `harvest` entry) and gives their
 * ids in the order of `plans`. The ids are drawn from the sequence first, so each row knows
 * its lot without relying on the order `returning` answers in.
 */
async function insertLots(
  tx: Tx,
  cropId: number,
  createdBy: number,
  plans: RowPlan[],
  signal?: AbortSignal,
): Promise<number[]> {
  if (plans.length === 0) return [];
  const ids = (
    await queryRows<{ id: number }>(
      tx,
      sql`select nextval(pg_get_serial_sequence('seed_lots', 'id'))::int as id
        from generate_series(1, ${plans.length}) order by 1`,
    )
  ).map((row) => row.id);
  const records = plans.map((plan, index) => ({
    id: ids[index],
    location_id: plan.locationId,
    line_id: plan.lineId,
    reserved: false,
    weight_1000: null,
    sowing_tolerance: null,
    ...Object.fromEntries(LOT_TEXT_FIELDS.map((field) => [field, ''])),
    ...plan.changes,
  }));
  for (let start = 0; start < records.length; start += CHUNK) {
    signal?.throwIfAborted();
    const chunk = records.slice(start, start + CHUNK);
    await tx.execute(sql`insert into seed_lots (id, crop_id, location_id, line_id, reserved,
        weight_1000, sowing_tolerance, region, experiment, plant_number, selection_number,
        address, comment, created_by)
      select r.id, ${cropId}, r.location_id, r.line_id, r.reserved, r.weight_1000,
        r.sowing_tolerance, r.region, r.experiment, r.plant_number, r.selection_number,
        r.address, r.comment, ${createdBy}
      from jsonb_to_recordset(${JSON.stringify(chunk)}::jsonb) as r(id int, location_id int,
        line_id int, reserved boolean, weight_1000 numeric, sowing_tolerance numeric,
        region text, experiment text, plant_number text, selection_number text, address text,
        comment text)`);
  }
  return ids;
}

/**
 * Writes a checked seed-record file inside the caller's transaction, all or nothing
 * (decision 040): rows naming a lot change its descriptive fields and location where they
 * differ, and its weight or amount through ONE `correction` entry of the difference; rows
 * without a code create a lot with a `harvest` entry (as `POST seeds/` does); a row that
 * changes nothing writes nothing. Any problem found against the database (planSeedRows)
 * throws ImportRejected, which rolls everything back.
 * @param note the corrections' note (the file's name, in the uploader's language)
 */
export async function writeSeedRows(
  tx: Tx,
  input: { cropId: number; userId: number; sheet: SeedSheet; note: string; signal?: AbortSignal },
): Promise<SeedCounts> {
  const { cropId, userId, sheet, signal } = input;
  const plans = await planSeedRows(tx, cropId, sheet);
  if (!sheet.problems.isEmpty) throw new ImportRejected(sheet.problems.toList());
  signal?.throwIfAborted();

  const changed = plans.filter(
    (plan) =>
      plan.lot &&
      (Object.keys(plan.changes).length > 0 || plan.weightDelta !== 0 || plan.amountDelta !== 0),
  );
  await updateLots(
    tx,
    changed
      .filter((plan) => Object.keys(plan.changes).length > 0)
      .map((plan) => ({ id: plan.lot?.id, ...plan.changes })),
    signal,
  );
  const created = plans.filter((plan) => !plan.lot);
  const newIds = await insertLots(tx, cropId, userId, created, signal);

  const entries = [
    ...changed.flatMap((plan): LedgerEntryInput[] =>
      plan.lot && (plan.weightDelta !== 0 || plan.amountDelta !== 0)
        ? [
            {
              lotId: plan.lot.id,
              kind: 'correction',
              weight: plan.weightDelta,
              amount: plan.amountDelta,
              note: input.note,
              createdBy: userId,
            },
          ]
        : [],
    ),
    ...created.map(
      (plan, index): LedgerEntryInput => ({
        lotId: newIds[index] as number,
        kind: 'harvest',
        weight: plan.row.weight ?? 0,
        amount: plan.row.amount ?? 0,
        note: '',
        createdBy: userId,
      }),
    ),
  ];
  signal?.throwIfAborted();
  try {
    await appendLedger(tx, entries);
  } catch (error) {
    // the lots are locked and checked against their bookings: only a bug reaches this
    if (!(error instanceof AppError) || error.code !== 'CONFLICT') throw error;
    sheet.problems.add(null, null, error.detail ?? 'warehouse.notEnoughSeedAny', error.params);
    throw new ImportRejected(sheet.problems.toList());
  }
  return { rows: plans.length, created: created.length, updated: changed.length };
}
