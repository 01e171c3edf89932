import {
  CreateGroupBody,
  Group,
  GroupDetail,
  InviteBody,
  Invited,
  UpdatedGroup,
  UpdateGroupBody,
} from '@plotline/contract/access';
import { API_PATHS } from '@plotline/contract/api-paths';
import { IdParams } from '@plotline/contract/common';
import { eq } from 'drizzle-orm';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { Db } from '../../db/client.ts';
import { userGroups } from '../../db/schema.ts';
import type { CurrentUser } from '../../platform/auth/authenticate.ts';
import { requireUser } from '../../platform/auth/authenticate.ts';
import { type LoadedGroup, loadGroups, presentMember } from './load-groups.ts';
import {
  checkMembers,
  companyOfNewGroup,
  getGroupFor,
  insertGroup,
  retuneGroup,
  setMembers,
} from './save-group.ts';

const TAGS = ['access'];
const BASE = `/${API_PATHS.usersGroups}`;

/** Management resource: 403 to employees and company-less users before lookup or validation. */
const MANAGE = { requires: 'head' } as const;

function presentGroup(group: LoadedGroup): Group {
  return {
    id: group.id,
    name: group.name,
    read: group.read,
    write: group.write,
    creator_id: group.creatorId,
    users: group.members.map(presentMember),
  };
}

/** A group with its members' company and division (`GET {id}/` and `invite/`). */
function presentGroupDetail(group: LoadedGroup): GroupDetail {
  return {
    ...presentGroup(group),
    users: group.members.map((m) => ({
      id: m.id,
      username: m.username,
      company_id: m.company_id,
      company_name: m.company_name,
      division_id: m.division_id,
      division_name: m.division_name,
      role: m.role,
    })),
  };
}

async function reload(db: Db, manager: CurrentUser, id: number) {
  return getGroupFor(db, manager, id);
}

/** `users/users_groups/` (CRUD and `invite/`), api-contract §3. */
export const usersGroupsRoutes: FastifyPluginAsyncZod<{ db: Db }> = async (app, { db }) => {
  app.post(
    BASE,
    { config: MANAGE, schema: { tags: TAGS, body: CreateGroupBody, response: { 201: Group } } },
    async (request, reply) => {
      const manager = requireUser(request);
      const { name, read, write, add_yourself, user_ids } = request.body;
      const members = add_yourself ? [...user_ids, manager.id] : user_ids;
      const companyId = await companyOfNewGroup(db, manager, { yearIds: [], userIds: members });
      await checkMembers(db, companyId, members, manager);
      const id = await db.transaction(async (tx) => {
        const groupId = await insertGroup(tx, {
          companyId,
          name,
          read,
          write,
          creatorId: manager.id,
        });
        await setMembers(tx, groupId, members, true);
        return groupId;
      });
      return reply.code(201).send(presentGroup(await reload(db, manager, id)));
    },
  );

  app.get(
    BASE,
    { config: MANAGE, schema: { tags: TAGS, response: { 200: z.array(Group) } } },
    async (request) => {
      const manager = requireUser(request);
      const groups = await loadGroups(db, {
        companyId: manager.isSuperAdmin ? null : manager.companyId,
      });
      return groups.map(presentGroup);
    },
  );

  app.get(
    `${BASE}:id/`,
    { config: MANAGE, schema: { tags: TAGS, params: IdParams, response: { 200: GroupDetail } } },
    async (request) =>
      presentGroupDetail(await getGroupFor(db, requireUser(request), request.params.id)),
  );

  app.put(
    `${BASE}:id/`,
    {
      config: MANAGE,
      schema: {
        tags: TAGS,
        params: IdParams,
        body: UpdateGroupBody,
        response: { 200: UpdatedGroup },
      },
    },
    async (request) => {
      const manager = requireUser(request);
      const group = await getGroupFor(db, manager, request.params.id);
      await retuneGroup(db, manager, group, request.body);
      const {
        id: _id,
        creator_id: _c,
        ...rest
      } = presentGroup(await reload(db, manager, group.id));
      return rest;
    },
  );

  app.delete(
    `${BASE}:id/`,
    { config: MANAGE, schema: { tags: TAGS, params: IdParams } },
    async (request, reply) => {
      const group = await getGroupFor(db, requireUser(request), request.params.id);
      await db.delete(userGroups).where(eq(userGroups.id, group.id));
      return reply.code(204).send();
    },
  );

  app.post(
    `${BASE}invite/`,
    { config: MANAGE, schema: { tags: TAGS, body: InviteBody, response: { 200: Invited } } },
    async (request) => {
      const manager = requireUser(request);
      const group = await getGroupFor(db, manager, request.body.user_group_id);
      await checkMembers(db, group.companyId, request.body.user_ids, manager);
      await db.transaction((tx) => setMembers(tx, group.id, request.body.user_ids, false));
      const { id, ...rest } = presentGroupDetail(await reload(db, manager, group.id));
      return { user_group_id: id, ...rest };
    },
  );
};
