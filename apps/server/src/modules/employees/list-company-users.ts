import type { CompanyUser, CompanyUsersQuery } from '@plotline/contract/company';
import { and, asc, desc, eq, type SQL, sql } from 'drizzle-orm';
import type { z } from 'zod';
import type { Db } from '../../db/client.ts';
import { companies, divisions, userGroupMembers, userGroups, users } from '../../db/schema.ts';
import { inCompany } from '../companies/company-scope.ts';

type Query = z.output<typeof CompanyUsersQuery>;

const folded = (value: unknown) => sql`replace(lower(${value}), 'ё', 'е')`;

/** SQL true when `column` contains `text`, in any case and with ё = е. */
function contains(column: unknown, text: string): SQL {
  return sql`strpos(${folded(sql`coalesce(${column}, '')`)}, ${folded(text)}) > 0`;
}

/** The `ordering` of the list as ORDER BY terms (id breaks ties). */
function userOrder(ordering: Query['ordering']): SQL[] {
  const direction = ordering.startsWith('-') ? desc : asc;
  return ordering.endsWith('username')
    ? [direction(folded(users.username)), direction(users.id)]
    : [direction(users.id)];
}

/**
 * Active users of a company (every company when `companyId` is null) with the access groups
 * they are in (api-contract §3 `users/users_by_company_id/`). `username`, `role` and
 * `group_name` keep users whose login, role or one group's name contains the text (any case,
 * ё = е); `ordering` orders users, `ordering_by_groups` each user's groups.
 */
export async function listCompanyUsers(
  db: Db,
  companyId: number | null,
  query: Query,
): Promise<CompanyUser[]> {
  const filters = [
    eq(users.isActive, true),
    inCompany(users.companyId, companyId),
    query.username ? contains(users.username, query.username) : undefined,
    query.role ? contains(users.role, query.role) : undefined,
    query.group_name
      ? sql`exists (select 1 from ${userGroupMembers} gm join ${userGroups} g on g.id = gm.group_id
          where gm.user_id = ${users.id} and ${contains(sql`g.name`, query.group_name)})`
      : undefined,
  ];
  const rows = await db
    .select({
      id: users.id,
      username: users.username,
      role: users.role,
      first_name: users.firstName,
      last_name: users.lastName,
      patronymic: users.patronymic,
      email: users.email,
      division: users.divisionId,
      division_name: sql<string>`coalesce(${divisions.name}, '')`,
      company_id: companies.id,
      company_name: companies.name,
    })
    .from(users)
    .innerJoin(companies, eq(companies.id, users.companyId))
    .leftJoin(divisions, eq(divisions.id, users.divisionId))
    .where(and(...filters))
    .orderBy(...userOrder(query.ordering));
  const groups = await listGroupsOf(
    db,
    rows.map((row) => row.id),
    query.ordering_by_groups,
  );
  return rows.map((row) => ({ ...row, permission_groups: groups.get(row.id) ?? [] }));
}

/** The access groups of each user, in the `ordering_by_groups` order. */
async function listGroupsOf(db: Db, userIds: number[], ordering: Query['ordering_by_groups']) {
  const byUser = new Map<number, { id: number; name: string }[]>();
  if (userIds.length === 0) return byUser;
  const direction = ordering.startsWith('-') ? desc : asc;
  const order = ordering.endsWith('name')
    ? [direction(folded(userGroups.name)), direction(userGroups.id)]
    : [direction(userGroups.id)];
  const rows = await db
    .select({ userId: userGroupMembers.userId, id: userGroups.id, name: userGroups.name })
    .from(userGroupMembers)
    .innerJoin(userGroups, eq(userGroups.id, userGroupMembers.groupId))
    .where(sql`${userGroupMembers.userId} = any(${sql.param(userIds)}::int[])`)
    .orderBy(...order);
  for (const { userId, ...group } of rows) {
    const list = byUser.get(userId);
    if (list) list.push(group);
    else byUser.set(userId, [group]);
  }
  return byUser;
}
