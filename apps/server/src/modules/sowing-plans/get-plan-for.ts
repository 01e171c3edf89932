import { eq, sql } from 'drizzle-orm';
import { type Db, queryRows } from '../../db/client.ts';
import { sowingPlans } from '../../db/schema.ts';
import { AppError } from '../../errors.ts';
import type { CurrentUser } from '../../platform/auth/authenticate.ts';
import {
  fieldsVisibleTo,
  getFieldFor,
  getFieldForSeasonWrite,
} from '../../platform/auth/policy.ts';
import type { Tx } from '../seeds/seed-lot-rows.ts';

/** A sowing plan as its operations need it; only `getPlanFor` makes one (access checked). */
export type PlanInReach = {
  id: number;
  cropId: number;
  fieldId: number;
  fieldName: string;
  region: string;
  year: number;
  status: 'draft' | 'accepted';
  createdBy: number | null;
};

/**
 * Access to a sowing plan goes through its nursery and season (decision 041):
 * - `read`: the nursery is in sight (its owners, grantees of any of its seasons);
 * - `write` (rename, book, change or release a booking, accept): the caller may add plots to
 *   the plan's season — owners, or a view-and-edit grant on that existing season;
 * - `manage` (delete the plan): the nursery's owners, or the plan's author who may still write.
 */
export type PlanAccessMode = 'read' | 'write' | 'manage';

/**
 * The plan `planId` in `mode`.
 * @throws AppError NOT_FOUND unknown or out of sight; PERMISSION_DENIED visible, not in `mode`
 */
export async function getPlanFor(
  db: Db,
  user: CurrentUser,
  planId: number,
  mode: PlanAccessMode,
): Promise<PlanInReach> {
  const [plan] = await db
    .select({
      id: sowingPlans.id,
      cropId: sowingPlans.cropId,
      fieldId: sowingPlans.fieldId,
      year: sowingPlans.year,
      status: sowingPlans.status,
      createdBy: sowingPlans.createdBy,
    })
    .from(sowingPlans)
    .where(eq(sowingPlans.id, planId));
  if (!plan) throw new AppError('NOT_FOUND');
  const field =
    mode === 'read'
      ? await getFieldFor(db, user, plan.fieldId, 'read')
      : await getFieldForSeasonWrite(db, user, plan.fieldId, plan.year);
  if (mode === 'manage' && plan.createdBy !== user.id) {
    const [owned] = await queryRows<{ owned: boolean }>(
      db,
      sql`select ${fieldsVisibleTo(user, 'manage')} as owned from fields where fields.id = ${field.id}`,
    );
    if (!owned?.owned) throw new AppError('PERMISSION_DENIED');
  }
  return { ...plan, fieldName: field.name, region: field.region };
}

/**
 * Locks the plan's row for the rest of the transaction (bookings, edits and acceptance of one
 * plan queue behind each other) and refuses a plan no longer a draft.
 * @throws AppError CONFLICT the plan was accepted (it is frozen)
 */
export async function lockDraftPlan(tx: Tx, planId: number): Promise<void> {
  const [row] = await tx
    .select({ status: sowingPlans.status })
    .from(sowingPlans)
    .where(eq(sowingPlans.id, planId))
    .for('update');
  if (!row) throw new AppError('NOT_FOUND');
  if (row.status !== 'draft') throw new AppError('CONFLICT', { detail: 'sowing.planAccepted' });
}
