import type { LedgerEntry, LedgerKind } from '@plotline/contract/warehouse';
import { sql } from 'drizzle-orm';
import { queryRows } from '../../db/client.ts';
import { seedOverdrawConflict } from '../../errors.ts';
import type { Tx } from './seed-lot-rows.ts';

/** One change of a lot's quantities (decision 040); unset quantities are 0. */
export type LedgerEntryInput = {
  lotId: number;
  kind: LedgerKind;
  /** Grams added (negative: taken away). */
  weight?: number;
  amount?: number;
  /** Grams booked (negative: released). */
  bookedWeight?: number;
  bookedAmount?: number;
  /** The lot a transfer came from or went to. */
  otherLotId?: number | null;
  sowingPlanId?: number | null;
  note?: string;
  createdBy: number | null;
};

/** Grams as PostgreSQL numeric text, rounded to the milligram (no float noise). */
function gramsText(value: number | undefined): string {
  return (Math.round((value ?? 0) * 1000) / 1000).toFixed(3);
}

/**
 * Appends ledger entries, any number of lots, in ONE statement (`insert … select from
 * unnest(…)`, constant parameters however many entries). The migration's trigger adds each
 * entry to its lot, row-locking it: a concurrent writer of the same lot waits, then sees the
 * new sums. Entries are written in lot-id order so two multi-lot writers lock in the same
 * order and cannot deadlock. Run it inside the caller's transaction.
 * @throws AppError CONFLICT (409 `warehouse.notEnoughSeed` naming the lot) when an entry would
 *   take a lot below zero or below what is booked; nothing is written then
 */
export async function appendLedger(tx: Tx, entries: readonly LedgerEntryInput[]): Promise<void> {
  if (entries.length === 0) return;
  const column = <T>(pick: (entry: LedgerEntryInput) => T) => sql.param(entries.map(pick));
  try {
    await tx.execute(sql`insert into seed_ledger
        (lot_id, kind, weight, amount, booked_weight, booked_amount, other_lot_id,
         sowing_plan_id, note, created_by)
      select e.lot_id, e.kind, e.weight, e.amount, e.booked_weight, e.booked_amount,
        e.other_lot_id, e.sowing_plan_id, e.note, e.created_by
      from unnest(
        ${column((e) => e.lotId)}::int[],
        ${column((e) => e.kind)}::text[],
        ${column((e) => gramsText(e.weight))}::numeric[],
        ${column((e) => e.amount ?? 0)}::int[],
        ${column((e) => gramsText(e.bookedWeight))}::numeric[],
        ${column((e) => e.bookedAmount ?? 0)}::int[],
        ${column((e) => e.otherLotId ?? null)}::int[],
        ${column((e) => e.sowingPlanId ?? null)}::int[],
        ${column((e) => e.note ?? '')}::text[],
        ${column((e) => e.createdBy)}::int[]
      ) with ordinality as e(lot_id, kind, weight, amount, booked_weight, booked_amount,
        other_lot_id, sowing_plan_id, note, created_by, n)
      order by e.lot_id, e.n`);
  } catch (error) {
    throw seedOverdrawConflict(error) ?? error;
  }
}

/**
 * A lot's ledger, oldest first, with the running balance (the lot's weight after each entry),
 * who wrote it (the user's name) and the other lot of a transfer.
 */
export async function readLedger(db: Tx, lotId: number): Promise<LedgerEntry[]> {
  const rows = await queryRows<Record<string, unknown>>(
    db,
    sql`select l.id::float8 as id, l.kind,
      l.weight::float8 as weight, l.amount, l.booked_weight::float8 as booked_weight,
      l.booked_amount, l.other_lot_id, o.code as other_code, l.sowing_plan_id, l.note,
      nullif(btrim(concat_ws(' ', u.first_name, u.last_name)), '') as full_name,
      u.username, l.created_at,
      (sum(l.weight) over (order by l.id))::float8 as balance
    from seed_ledger l
    left join seed_lots o on o.id = l.other_lot_id
    left join users u on u.id = l.created_by
    where l.lot_id = ${lotId}
    order by l.id`,
  );
  return rows.map((row) => ({
    id: Number(row.id),
    kind: row.kind as LedgerKind,
    weight: Number(row.weight),
    amount: Number(row.amount),
    booked_weight: Number(row.booked_weight),
    booked_amount: Number(row.booked_amount),
    other_lot:
      row.other_lot_id === null
        ? null
        : { id: Number(row.other_lot_id), code: String(row.other_code) },
    sowing_plan_id: row.sowing_plan_id === null ? null : Number(row.sowing_plan_id),
    note: String(row.note),
    created_by: (row.full_name ?? row.username ?? null) as string | null,
    created_at: new Date(row.created_at as string).toISOString(),
    balance: Number(row.balance),
  }));
}
