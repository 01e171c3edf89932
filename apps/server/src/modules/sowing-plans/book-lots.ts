import type { BookLotBody, UpdateBookingBody } from '@plotline/contract/warehouse';
import { and, eq } from 'drizzle-orm';
import type { z } from 'zod';
import type { Db } from '../../db/client.ts';
import { seedLots, sowingPlanItems, sowingPlans } from '../../db/schema.ts';
import { AppError, fieldError } from '../../errors.ts';
import type { CurrentUser } from '../../platform/auth/authenticate.ts';
import { getLotFor } from '../../platform/auth/warehouse-policy.ts';
import { appendLedger, type LedgerEntryInput } from '../seeds/seed-ledger.ts';
import type { Tx } from '../seeds/seed-lot-rows.ts';
import { lockDraftPlan, type PlanInReach } from './get-plan-for.ts';

/**
 * Books a lot into a draft plan (decision 041): the item and a `booking` ledger entry in one
 * transaction; the lot's checks refuse a booking above what is available, so two plans racing
 * for the last grams get one 201 and one 409.
 * @throws AppError NOT_FOUND lot out of reach; VALIDATION a reserved lot, another crop's lot,
 *   the lot already in the plan, nothing booked; CONFLICT not enough available, plan accepted
 * @returns the new item's id
 */
export async function bookLot(
  db: Db,
  user: CurrentUser,
  plan: PlanInReach,
  body: z.output<typeof BookLotBody>,
): Promise<number> {
  const lot = await getLotFor(db, user, body.lot, 'write');
  if (lot.cropId !== plan.cropId) throw fieldError('lot', 'warehouse.otherCrop');
  if (body.weight === 0 && body.amount === 0) throw fieldError('weight', 'sowing.nothingBooked');
  return db.transaction(async (tx) => {
    await lockDraftPlan(tx, plan.id);
    const [state] = await tx
      .select({ reserved: seedLots.reserved })
      .from(seedLots)
      .where(eq(seedLots.id, lot.id));
    if (state?.reserved) throw fieldError('lot', 'sowing.lotReserved', { code: lot.code });
    const [taken] = await tx
      .select({ id: sowingPlanItems.id })
      .from(sowingPlanItems)
      .where(and(eq(sowingPlanItems.planId, plan.id), eq(sowingPlanItems.lotId, lot.id)));
    if (taken) throw fieldError('lot', 'sowing.lotInPlanAlready', { code: lot.code });
    await appendLedger(tx, [
      {
        lotId: lot.id,
        kind: 'booking',
        bookedWeight: body.weight,
        bookedAmount: body.amount,
        sowingPlanId: plan.id,
        createdBy: user.id,
      },
    ]);
    const [item] = await tx
      .insert(sowingPlanItems)
      .values({
        planId: plan.id,
        lotId: lot.id,
        weight: body.weight,
        amount: body.amount,
        repetitions: body.repetitions,
      })
      .returning({ id: sowingPlanItems.id });
    if (!item) throw new Error('sowing plan item not inserted');
    return item.id;
  });
}

type Item = { id: number; lotId: number; weight: number; amount: number };

/** The plan's item, locked; 404 when it is not the plan's. */
async function lockItem(tx: Tx, planId: number, itemId: number): Promise<Item> {
  const [item] = await tx
    .select({
      id: sowingPlanItems.id,
      lotId: sowingPlanItems.lotId,
      weight: sowingPlanItems.weight,
      amount: sowingPlanItems.amount,
    })
    .from(sowingPlanItems)
    .where(and(eq(sowingPlanItems.id, itemId), eq(sowingPlanItems.planId, planId)))
    .for('update');
  if (!item) throw new AppError('NOT_FOUND');
  return item;
}

/** The ledger entry that moves a booking from `from` to `to` (none when equal). */
function bookingChange(
  item: Item,
  to: { weight: number; amount: number },
  planId: number,
  user: CurrentUser,
): LedgerEntryInput[] {
  const weight = Math.round((to.weight - item.weight) * 1000) / 1000;
  const amount = to.amount - item.amount;
  if (weight === 0 && amount === 0) return [];
  const grows = weight > 0 || (weight === 0 && amount > 0);
  return [
    {
      lotId: item.lotId,
      kind: grows ? 'booking' : 'release',
      bookedWeight: weight,
      bookedAmount: amount,
      sowingPlanId: planId,
      createdBy: user.id,
    },
  ];
}

/**
 * Changes what a draft plan books of a lot (weight, amount) and how many plots it sows: the
 * difference is one `booking` (more) or `release` (less) ledger entry.
 * @throws AppError NOT_FOUND not an item of the plan; VALIDATION nothing left booked;
 *   CONFLICT not enough available, plan accepted
 */
export async function changeBooking(
  db: Db,
  user: CurrentUser,
  plan: PlanInReach,
  itemId: number,
  body: z.output<typeof UpdateBookingBody>,
): Promise<void> {
  await db.transaction(async (tx) => {
    await lockDraftPlan(tx, plan.id);
    const item = await lockItem(tx, plan.id, itemId);
    const to = { weight: body.weight ?? item.weight, amount: body.amount ?? item.amount };
    if (to.weight === 0 && to.amount === 0) throw fieldError('weight', 'sowing.nothingBooked');
    await appendLedger(tx, bookingChange(item, to, plan.id, user));
    await tx
      .update(sowingPlanItems)
      .set({ weight: to.weight, amount: to.amount, repetitions: body.repetitions })
      .where(eq(sowingPlanItems.id, item.id));
  });
}

/**
 * Takes a lot out of a draft plan: its booking is released (a `release` entry).
 * @throws AppError NOT_FOUND not an item of the plan; CONFLICT plan accepted
 */
export async function releaseBooking(
  db: Db,
  user: CurrentUser,
  plan: PlanInReach,
  itemId: number,
): Promise<void> {
  await db.transaction(async (tx) => {
    await lockDraftPlan(tx, plan.id);
    const item = await lockItem(tx, plan.id, itemId);
    await appendLedger(tx, bookingChange(item, { weight: 0, amount: 0 }, plan.id, user));
    await tx.delete(sowingPlanItems).where(eq(sowingPlanItems.id, item.id));
  });
}

/**
 * Deletes a draft plan, releasing every booking it holds (`release` entries) in the same
 * transaction. An accepted plan is history: 409.
 * @throws AppError CONFLICT plan accepted
 */
export async function deleteSowingPlan(
  db: Db,
  user: CurrentUser,
  plan: PlanInReach,
): Promise<void> {
  await db.transaction(async (tx) => {
    await lockDraftPlan(tx, plan.id);
    const items = await tx
      .select({
        id: sowingPlanItems.id,
        lotId: sowingPlanItems.lotId,
        weight: sowingPlanItems.weight,
        amount: sowingPlanItems.amount,
      })
      .from(sowingPlanItems)
      .where(eq(sowingPlanItems.planId, plan.id));
    await appendLedger(
      tx,
      items.flatMap((item) => bookingChange(item, { weight: 0, amount: 0 }, plan.id, user)),
    );
    await tx.delete(sowingPlans).where(eq(sowingPlans.id, plan.id));
  });
}
