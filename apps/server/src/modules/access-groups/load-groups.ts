import type { GroupMemberDetail, PermissionField, PermissionUser } from '@plotline/contract/access';
import { sql } from 'drizzle-orm';
import { type Db, queryRows } from '../../db/client.ts';
import type { Tx } from '../lines/find-or-create-lines.ts';

/** A group with its members and seasons, everything the answers of api-contract §3 need. */
export type LoadedGroup = {
  id: number;
  companyId: number;
  name: string;
  read: boolean;
  write: boolean;
  creatorId: number | null;
  members: (PermissionUser & GroupMemberDetail)[];
  seasons: (PermissionField & { permissionId: number })[];
};

/**
 * Groups by id (or every group of a company), with members and granted seasons, in name order.
 * Three queries whatever the number of groups.
 */
export async function loadGroups(
  db: Db | Tx,
  scope: { companyId: number | null; groupIds?: number[] },
): Promise<LoadedGroup[]> {
  const where = scope.groupIds
    ? sql`g.id = any(${sql.param(scope.groupIds)}::int[])`
    : scope.companyId === null
      ? sql`true`
      : sql`g.company_id = ${scope.companyId}`;
  const groups = await queryRows<{
    id: number;
    company_id: number;
    name: string;
    read: boolean;
    write: boolean;
    creator_id: number | null;
  }>(
    db,
    sql`select g.id, g.company_id, g.name, g.read, g.write, g.creator_id from user_groups g
      where ${where} order by replace(lower(g.name), 'ё', 'е'), g.id`,
  );
  const idList = sql`${sql.param(groups.map((g) => g.id))}::int[]`;
  const [members, seasons] = await Promise.all([
    queryRows<PermissionUser & GroupMemberDetail & { group_id: number }>(
      db,
      sql`select m.group_id, u.id, u.username, u.first_name, u.last_name, u.company_id,
          c.name as company_name, u.division_id, d.name as division_name, u.role
        from user_group_members m join users u on u.id = m.user_id
        left join companies c on c.id = u.company_id left join divisions d on d.id = u.division_id
        where m.group_id = any(${idList}) order by lower(u.username), u.id`,
    ),
    queryRows<PermissionField & { group_id: number; permission_id: number }>(
      db,
      sql`select p.group_id, p.id as permission_id, y.id as year_id, f.id as field_id,
          f.crop_id as spec_id, y.year, f.name as field_name, f.created_by as field_owner_id,
          f.company_id as field_owner_company_id
        from field_year_permissions p join field_years y on y.id = p.field_year_id
        join fields f on f.id = y.field_id
        where p.group_id = any(${idList}) order by f.name, y.year, p.id`,
    ),
  ]);
  return groups.map((g) => ({
    id: g.id,
    companyId: g.company_id,
    name: g.name,
    read: g.read,
    write: g.write,
    creatorId: g.creator_id,
    members: members.filter((m) => m.group_id === g.id).map(({ group_id: _g, ...m }) => m),
    seasons: seasons
      .filter((s) => s.group_id === g.id)
      .map(({ group_id: _g, permission_id, ...s }) => ({ ...s, permissionId: permission_id })),
  }));
}

/** `{id, username, first_name, last_name, role}` of the users_groups answers. */
export function presentMember(m: LoadedGroup['members'][number]) {
  return {
    id: m.id,
    username: m.username,
    first_name: m.first_name,
    last_name: m.last_name,
    role: m.role,
  };
}

/** U of api-contract §3. */
export function presentPermissionUser(m: LoadedGroup['members'][number]): PermissionUser {
  return {
    id: m.id,
    username: m.username,
    first_name: m.first_name,
    last_name: m.last_name,
    company_id: m.company_id,
    company_name: m.company_name,
    role: m.role,
  };
}

/** F of api-contract §3. */
export function presentSeason(s: LoadedGroup['seasons'][number]): PermissionField {
  const { permissionId: _p, ...field } = s;
  return field;
}
