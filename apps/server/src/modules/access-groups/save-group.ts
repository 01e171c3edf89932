import { and, eq, sql } from 'drizzle-orm';
import { anyInt } from '../../db/any-of.ts';
import type { Db } from '../../db/client.ts';
import {
  fields,
  fieldYearPermissions,
  fieldYears,
  userGroupMembers,
  userGroups,
  users,
} from '../../db/schema.ts';
import { AppError, fieldError } from '../../errors.ts';
import type { CurrentUser } from '../../platform/auth/authenticate.ts';
import { fieldsGrantableBy } from '../../platform/auth/policy.ts';
import type { Tx } from '../lines/find-or-create-lines.ts';
import { loadGroups } from './load-groups.ts';

/**
 * An access group the manager may manage: their company's (the super admin: any).
 * @throws AppError NOT_FOUND another company's or unknown group
 */
export async function getGroupFor(db: Db | Tx, manager: CurrentUser, groupId: number) {
  const [group] = await loadGroups(db, { companyId: null, groupIds: [groupId] });
  if (!group || (!manager.isSuperAdmin && group.companyId !== manager.companyId)) {
    throw new AppError('NOT_FOUND');
  }
  return group;
}

/**
 * Checks that every user id is an active member of the company. The super admin managing the
 * group may join it whatever their own company.
 * @throws AppError VALIDATION `user_ids`
 */
export async function checkMembers(
  tx: Db | Tx,
  companyId: number,
  userIds: number[],
  manager?: CurrentUser,
) {
  const checked = new Set(userIds.filter((id) => !(manager?.isSuperAdmin && id === manager.id)));
  if (checked.size === 0) return;
  const found = await tx
    .select({ id: users.id })
    .from(users)
    .where(
      and(anyInt(users.id, [...checked]), eq(users.companyId, companyId), eq(users.isActive, true)),
    );
  if (found.length !== checked.size) throw fieldError('user_ids', 'validation.usersOutsideCompany');
}

/**
 * Checks that the manager may grant these seasons of the company (`fieldsGrantableBy`).
 * @throws AppError VALIDATION `year_ids`
 */
export async function checkSeasons(
  tx: Db | Tx,
  manager: CurrentUser,
  companyId: number,
  yearIds: number[],
) {
  if (yearIds.length === 0) return;
  const rows = await tx
    .select({ id: fieldYears.id })
    .from(fieldYears)
    .innerJoin(fields, eq(fields.id, fieldYears.fieldId))
    .where(
      and(
        anyInt(fieldYears.id, yearIds),
        eq(fields.companyId, companyId),
        fieldsGrantableBy(manager),
      ),
    );
  if (rows.length !== new Set(yearIds).size)
    throw fieldError('year_ids', 'validation.seasonsOutOfReach');
}

/** Replaces (or adds to) a group's members. */
export async function setMembers(tx: Tx, groupId: number, userIds: number[], replace: boolean) {
  if (replace) await tx.delete(userGroupMembers).where(eq(userGroupMembers.groupId, groupId));
  const unique = [...new Set(userIds)];
  if (unique.length === 0) return;
  await tx.execute(sql`insert into ${userGroupMembers} (group_id, user_id)
    select ${groupId}, u from unnest(${sql.param(unique)}::int[]) as u on conflict do nothing`);
}

/** Replaces (or adds to) a group's seasons. */
export async function setSeasons(tx: Tx, groupId: number, yearIds: number[], replace: boolean) {
  if (replace)
    await tx.delete(fieldYearPermissions).where(eq(fieldYearPermissions.groupId, groupId));
  const unique = [...new Set(yearIds)];
  if (unique.length === 0) return;
  await tx.execute(sql`insert into ${fieldYearPermissions} (group_id, field_year_id)
    select ${groupId}, y from unnest(${sql.param(unique)}::int[]) as y on conflict do nothing`);
}

/** Inserts a group of the company; `write` implies `read`. */
export async function insertGroup(
  tx: Tx,
  input: { companyId: number; name: string; read: boolean; write: boolean; creatorId: number },
): Promise<number> {
  const [row] = await tx
    .insert(userGroups)
    .values({ ...input, read: input.read || input.write })
    .returning({ id: userGroups.id });
  if (!row) throw new Error('insert returned no row');
  return row.id;
}

/** The company a manager creates groups in. @throws AppError VALIDATION without one */
export function companyOf(manager: CurrentUser): number {
  if (manager.companyId === null)
    throw fieldError('non_field_errors', 'validation.companyRequired');
  return manager.companyId;
}

/**
 * The company a new group belongs to: the manager's own. The super admin manages every
 * company's groups whatever company or division they belong to, so theirs is the company of
 * the first season granted, else of the first other member, else their own.
 * @throws AppError VALIDATION `non_field_errors` when no company follows
 */
export async function companyOfNewGroup(
  db: Db | Tx,
  manager: CurrentUser,
  input: { yearIds: number[]; userIds: number[] },
): Promise<number> {
  if (!manager.isSuperAdmin) return companyOf(manager);
  const [season] = input.yearIds.length
    ? await db
        .select({ companyId: fields.companyId })
        .from(fieldYears)
        .innerJoin(fields, eq(fields.id, fieldYears.fieldId))
        .where(anyInt(fieldYears.id, input.yearIds))
        .orderBy(fieldYears.id)
        .limit(1)
    : [];
  if (season?.companyId) return season.companyId;
  const others = input.userIds.filter((id) => id !== manager.id);
  const [member] = others.length
    ? await db
        .select({ companyId: users.companyId })
        .from(users)
        .where(anyInt(users.id, others))
        .orderBy(users.id)
        .limit(1)
    : [];
  if (member?.companyId) return member.companyId;
  return companyOf(manager);
}

/**
 * Renames a group, changes its level (`write` implies `read`) and, when given, replaces its
 * members (who must be active users of its company).
 * @throws AppError VALIDATION `user_ids`
 */
export async function retuneGroup(
  db: Db,
  manager: CurrentUser,
  group: { id: number; companyId: number; read: boolean; write: boolean },
  change: { name: string; read?: boolean; write?: boolean; user_ids?: number[] },
): Promise<void> {
  if (change.user_ids) await checkMembers(db, group.companyId, change.user_ids, manager);
  await db.transaction(async (tx) => {
    const write = change.write ?? group.write;
    await tx
      .update(userGroups)
      .set({ name: change.name, write, read: (change.read ?? group.read) || write })
      .where(eq(userGroups.id, group.id));
    if (change.user_ids) await setMembers(tx, group.id, change.user_ids, true);
  });
}
