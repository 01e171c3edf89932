import {
  CreatedPermission,
  CreatePermissionsBody,
  GroupWithFields,
  Permission,
  UpdateGroupDataBody,
  UpdatePermissionBody,
} from '@plotline/contract/access';
import { API_PATHS } from '@plotline/contract/api-paths';
import { IdParams } from '@plotline/contract/common';
import { eq } from 'drizzle-orm';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { Db } from '../../db/client.ts';
import { fieldYearPermissions, userGroups } from '../../db/schema.ts';
import { AppError, fieldError } from '../../errors.ts';
import type { CurrentUser } from '../../platform/auth/authenticate.ts';
import { requireUser } from '../../platform/auth/authenticate.ts';
import {
  type LoadedGroup,
  loadGroups,
  presentPermissionUser,
  presentSeason,
} from './load-groups.ts';
import {
  checkMembers,
  checkSeasons,
  companyOfNewGroup,
  getGroupFor,
  insertGroup,
  retuneGroup,
  setMembers,
  setSeasons,
} from './save-group.ts';

const TAGS = ['access'];
/** Management resource: 403 to employees and company-less users before lookup or validation. */
const MANAGE = { requires: 'head' } as const;
const BASE = `/${API_PATHS.fieldYearPermissions}`;

function permissionsOf(group: LoadedGroup): Permission[] {
  return group.seasons.map((season) => ({
    id: season.permissionId,
    user_group_id: group.id,
    user_group_name: group.name,
    user_group_read: group.read,
    user_group_write: group.write,
    user_group_creator_id: group.creatorId,
    users: group.members.map(presentPermissionUser),
    field: presentSeason(season),
  }));
}

/** A permission (one granted season) the manager may manage. @throws AppError NOT_FOUND */
async function getPermissionFor(db: Db, manager: CurrentUser, id: number) {
  const [row] = await db
    .select({ groupId: fieldYearPermissions.groupId })
    .from(fieldYearPermissions)
    .where(eq(fieldYearPermissions.id, id));
  if (!row) throw new AppError('NOT_FOUND');
  const group = await getGroupFor(db, manager, row.groupId);
  const permission = permissionsOf(group).find((p) => p.id === id);
  if (!permission) throw new AppError('NOT_FOUND');
  return { group, permission };
}

/** Access to seasons through groups: `field_year_permissions/`, `user_groups_with_fields/`. */
export const fieldYearPermissionsRoutes: FastifyPluginAsyncZod<{ db: Db }> = async (
  app,
  { db },
) => {
  app.post(
    BASE,
    {
      config: MANAGE,
      schema: {
        tags: TAGS,
        body: CreatePermissionsBody,
        response: { 201: z.array(CreatedPermission) },
      },
    },
    async (request, reply) => {
      const manager = requireUser(request);
      const body = request.body;
      const existing = body.user_group_id
        ? await getGroupFor(db, manager, body.user_group_id)
        : null;
      if (!existing && !body.name) throw fieldError('name', 'errors.required');
      const members = body.add_yourself ? [...body.user_ids, manager.id] : body.user_ids;
      const companyId =
        existing?.companyId ??
        (await companyOfNewGroup(db, manager, { yearIds: body.year_ids, userIds: members }));
      await checkMembers(db, companyId, members, manager);
      await checkSeasons(db, manager, companyId, body.year_ids);
      const groupId = await db.transaction(async (tx) => {
        const id =
          existing?.id ??
          (await insertGroup(tx, {
            companyId,
            name: body.name ?? '',
            read: body.read,
            write: body.write,
            creatorId: manager.id,
          }));
        await setMembers(tx, id, members, false);
        await setSeasons(tx, id, body.year_ids, false);
        return id;
      });
      const group = await getGroupFor(db, manager, groupId);
      const wanted = new Set(body.year_ids);
      return reply.code(201).send(
        permissionsOf(group)
          .filter((p) => wanted.has(p.field.year_id))
          .map((p) => ({
            id: p.id,
            user_group_id: group.id,
            read: group.read,
            write: group.write,
            field: p.field,
            users: p.users,
          })),
      );
    },
  );

  app.get(
    BASE,
    { config: MANAGE, schema: { tags: TAGS, response: { 200: z.array(Permission) } } },
    async (request) => {
      const manager = requireUser(request);
      const groups = await loadGroups(db, {
        companyId: manager.isSuperAdmin ? null : manager.companyId,
      });
      return groups.flatMap(permissionsOf);
    },
  );

  app.patch(
    `${BASE}update_group_data/`,
    {
      config: MANAGE,
      schema: { tags: TAGS, body: UpdateGroupDataBody, response: { 200: z.array(Permission) } },
    },
    async (request) => {
      const manager = requireUser(request);
      const body = request.body;
      const group = await getGroupFor(db, manager, body.user_group_id);
      if (body.user_ids) await checkMembers(db, group.companyId, body.user_ids, manager);
      if (body.year_ids) await checkSeasons(db, manager, group.companyId, body.year_ids);
      await db.transaction(async (tx) => {
        const write = body.user_group_write ?? group.write;
        await tx
          .update(userGroups)
          .set({ name: body.user_group_name ?? group.name, write, read: group.read || write })
          .where(eq(userGroups.id, group.id));
        if (body.user_ids) await setMembers(tx, group.id, body.user_ids, true);
        if (body.year_ids) await setSeasons(tx, group.id, body.year_ids, true);
      });
      return permissionsOf(await getGroupFor(db, manager, group.id));
    },
  );

  app.get(
    `${BASE}:id/`,
    { config: MANAGE, schema: { tags: TAGS, params: IdParams, response: { 200: Permission } } },
    async (request) =>
      (await getPermissionFor(db, requireUser(request), request.params.id)).permission,
  );

  app.put(
    `${BASE}:id/`,
    {
      config: MANAGE,
      schema: {
        tags: TAGS,
        params: IdParams,
        body: UpdatePermissionBody,
        response: { 200: Permission.omit({ id: true }) },
      },
    },
    async (request) => {
      const manager = requireUser(request);
      const { group } = await getPermissionFor(db, manager, request.params.id);
      await retuneGroup(db, manager, group, request.body);
      const { permission } = await getPermissionFor(db, manager, request.params.id);
      const { id: _id, ...rest } = permission;
      return rest;
    },
  );

  app.delete(
    `${BASE}:id/`,
    { config: MANAGE, schema: { tags: TAGS, params: IdParams } },
    async (request, reply) => {
      const { permission } = await getPermissionFor(db, requireUser(request), request.params.id);
      await db.delete(fieldYearPermissions).where(eq(fieldYearPermissions.id, permission.id));
      return reply.code(204).send();
    },
  );

  app.get(
    `/${API_PATHS.userGroupsWithFields}`,
    { config: MANAGE, schema: { tags: TAGS, response: { 200: z.array(GroupWithFields) } } },
    async (request) => {
      const manager = requireUser(request);
      const groups = await loadGroups(db, {
        companyId: manager.isSuperAdmin ? null : manager.companyId,
      });
      return groups.map((group) => ({
        user_group_id: group.id,
        user_group_name: group.name,
        user_group_read: group.read,
        user_group_write: group.write,
        user_group_creator_id: group.creatorId,
        users: group.members.map(({ id, username, company_id, company_name, role }) => ({
          id,
          username,
          company_id,
          company_name,
          role,
        })),
        fields: group.seasons.map(presentSeason),
      }));
    },
  );
};
