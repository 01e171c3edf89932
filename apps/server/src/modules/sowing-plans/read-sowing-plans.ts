import type { SowingPlan } from '@plotline/contract/warehouse';
import { and, asc, eq, type SQL } from 'drizzle-orm';
import { anyInt } from '../../db/any-of.ts';
import type { Db } from '../../db/client.ts';
import { fields, fieldYears, sowingPlanItems, sowingPlans } from '../../db/schema.ts';
import { readLotsByIds, type Tx } from '../seeds/seed-lot-rows.ts';

/**
 * Sowing plans in the contract's shape: those `where` selects (SQL over sowing_plans and
 * fields), by id, each with its items (the booked lots as `SeedLot`) and, once accepted, the
 * season its plots went to. Three queries whatever the count. Access is the caller's business.
 */
export async function readSowingPlans(db: Db | Tx, where: SQL): Promise<SowingPlan[]> {
  const plans = await db
    .select({
      id: sowingPlans.id,
      spec_id: sowingPlans.cropId,
      field_id: sowingPlans.fieldId,
      field_name: fields.name,
      year: sowingPlans.year,
      name: sowingPlans.name,
      status: sowingPlans.status,
      year_id: fieldYears.id,
    })
    .from(sowingPlans)
    .innerJoin(fields, eq(fields.id, sowingPlans.fieldId))
    .leftJoin(
      fieldYears,
      and(
        eq(fieldYears.fieldId, sowingPlans.fieldId),
        eq(fieldYears.year, sowingPlans.year),
        eq(sowingPlans.status, 'accepted'),
      ),
    )
    .where(where)
    .orderBy(asc(sowingPlans.id));
  if (plans.length === 0) return [];
  const items = await db
    .select({
      id: sowingPlanItems.id,
      planId: sowingPlanItems.planId,
      lotId: sowingPlanItems.lotId,
      weight: sowingPlanItems.weight,
      amount: sowingPlanItems.amount,
      repetitions: sowingPlanItems.repetitions,
    })
    .from(sowingPlanItems)
    .where(
      anyInt(
        sowingPlanItems.planId,
        plans.map((plan) => plan.id),
      ),
    )
    .orderBy(asc(sowingPlanItems.id));
  const lots = new Map(
    (
      await readLotsByIds(
        db,
        items.map((item) => item.lotId),
      )
    ).map((lot) => [lot.id, lot]),
  );
  return plans.map((plan) => {
    const own = items.filter((item) => item.planId === plan.id);
    const planItems = own.flatMap((item) => {
      const lot = lots.get(item.lotId);
      return lot
        ? [
            {
              id: item.id,
              lot,
              weight: item.weight,
              amount: item.amount,
              repetitions: item.repetitions,
            },
          ]
        : [];
    });
    return {
      ...plan,
      items: planItems,
      total_weight: Math.round(planItems.reduce((sum, item) => sum + item.weight * 1000, 0)) / 1000,
    };
  });
}

/** One plan by id (after its access check). */
export async function readSowingPlan(db: Db | Tx, planId: number): Promise<SowingPlan> {
  const [plan] = await readSowingPlans(db, eq(sowingPlans.id, planId));
  if (!plan) throw new Error(`sowing plan ${planId} vanished`);
  return plan;
}
