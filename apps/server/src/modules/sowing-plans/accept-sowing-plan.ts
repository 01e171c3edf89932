import { BATCH_PLOTS_MAX } from '@plotline/contract/rules';
import { and, eq, sql } from 'drizzle-orm';
import { anyInt, anyText } from '../../db/any-of.ts';
import { type Db, queryRows } from '../../db/client.ts';
import { plots, seedLots, sowingPlanItems, sowingPlans } from '../../db/schema.ts';
import { fieldError } from '../../errors.ts';
import type { CurrentUser } from '../../platform/auth/authenticate.ts';
import { ensureLockedFieldMap } from '../field-maps/ensure-field-map.ts';
import { ensureFieldYear } from '../fields/ensure-field-year.ts';
import { nextPosition } from '../plots/create-plots.ts';
import { insertPlots } from '../plots/move-plots.ts';
import { appendLedger } from '../seeds/seed-ledger.ts';
import { lockDraftPlan, type PlanInReach } from './get-plan-for.ts';

/** The plot a lot sows: `<lot code>/<repetition>`, its comment naming the lot. */
export function sownPlotName(code: string, repetition: number): string {
  return `${code}/${repetition}`;
}

/**
 * Accepts a draft plan (decision 041), in ONE transaction: the plan's season is added to its
 * nursery when missing (`ensureFieldYear`), each item sows `repetitions` plots of the lot's
 * line (`<lot code>/<n>`, the lot named in the comment) at the end of the season's order, a
 * `sowing` ledger entry takes the booked weight and amount out of each lot (balance and
 * booking both go down), and the plan is frozen. Access (season write, or managing the nursery
 * for a new season) was checked by `getPlanFor`.
 * @throws AppError CONFLICT already accepted; VALIDATION no items, too many plots, a plot of
 *   that name already in the season
 * @returns the season's id
 */
export async function acceptSowingPlan(
  db: Db,
  user: CurrentUser,
  plan: PlanInReach,
): Promise<number> {
  return db.transaction(async (tx) => {
    await lockDraftPlan(tx, plan.id);
    const items = await tx
      .select({
        lotId: sowingPlanItems.lotId,
        code: seedLots.code,
        lineId: seedLots.lineId,
        weight: sowingPlanItems.weight,
        amount: sowingPlanItems.amount,
        repetitions: sowingPlanItems.repetitions,
      })
      .from(sowingPlanItems)
      .innerJoin(seedLots, eq(seedLots.id, sowingPlanItems.lotId))
      .where(eq(sowingPlanItems.planId, plan.id))
      .orderBy(sowingPlanItems.id);
    if (items.length === 0) throw fieldError('non_field_errors', 'sowing.planEmpty');
    const total = items.reduce((sum, item) => sum + item.repetitions, 0);
    if (total > BATCH_PLOTS_MAX) {
      throw fieldError('non_field_errors', 'sowing.tooManyPlots', { max: BATCH_PLOTS_MAX });
    }
    const season = await ensureFieldYear(tx, plan.fieldId, plan.year);
    // the season's map (created now if missing) also serialises writers of its positions
    await ensureLockedFieldMap(tx, season.id);
    const rows = items.flatMap((item) =>
      Array.from({ length: item.repetitions }, (_, i) => ({ item, repetition: i + 1 })),
    );
    const names = rows.map(({ item, repetition }) => sownPlotName(item.code, repetition));
    const [taken] = await tx
      .select({ name: plots.name })
      .from(plots)
      .where(and(eq(plots.fieldYearId, season.id), anyText(plots.name, names)))
      .limit(1);
    if (taken) throw fieldError('non_field_errors', 'sowing.plotExists', { plot: taken.name });
    let position = await nextPosition(tx, season.id);
    const created = await insertPlots(
      tx,
      rows.map(({ item, repetition }, index) => ({
        fieldYearId: season.id,
        lineId: item.lineId,
        name: names[index] as string,
        repetition,
        position: position++,
        width: null,
        length: null,
        createdBy: user.id,
      })),
    );
    // the comment names the lot sown: the plot name's part before `/<repetition>`
    await queryRows(
      tx,
      sql`update plots set comment = split_part(name, '/', 1)
        where ${anyInt(
          plots.id,
          created.map((plot) => plot.id),
        )}`,
    );
    await appendLedger(
      tx,
      items.map((item) => ({
        lotId: item.lotId,
        kind: 'sowing' as const,
        weight: -item.weight,
        amount: -item.amount,
        bookedWeight: -item.weight,
        bookedAmount: -item.amount,
        sowingPlanId: plan.id,
        note: `${plan.fieldName} ${plan.year}`,
        createdBy: user.id,
      })),
    );
    await tx
      .update(sowingPlans)
      .set({ status: 'accepted', acceptedAt: new Date() })
      .where(eq(sowingPlans.id, plan.id));
    return season.id;
  });
}
