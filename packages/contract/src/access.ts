import { z } from 'zod';
import { Role } from './auth.ts';
import { Id, idList, patchBody, requiredText } from './common.ts';
import { GROUP_MEMBERS_MAX, GROUP_SEASONS_MAX } from './rules.ts';

/** Access groups (api-contract §3): members view, or view and edit, chosen seasons. */

const userIds = idList(GROUP_MEMBERS_MAX);
const yearIds = idList(GROUP_SEASONS_MAX);
const groupName = requiredText(255);

/** A member as group answers list them. */
export const GroupMember = z.object({
  id: z.number().int(),
  username: z.string(),
  first_name: z.string(),
  last_name: z.string(),
  role: Role.nullable(),
});
export type GroupMember = z.infer<typeof GroupMember>;

/** A member with company and division, as `GET users_groups/{id}/` lists them. */
export const GroupMemberDetail = z.object({
  id: z.number().int(),
  username: z.string(),
  company_id: z.number().int().nullable(),
  company_name: z.string().nullable(),
  division_id: z.number().int().nullable(),
  division_name: z.string().nullable(),
  role: Role.nullable(),
});
export type GroupMemberDetail = z.infer<typeof GroupMemberDetail>;

/** `POST users/users_groups/` body. */
export const CreateGroupBody = z.object({
  name: groupName,
  read: z.boolean().default(true),
  write: z.boolean().default(false),
  add_yourself: z.boolean().default(false),
  user_ids: userIds.default([]),
});
export type CreateGroupBody = z.input<typeof CreateGroupBody>;

export const Group = z.object({
  id: z.number().int(),
  name: z.string(),
  read: z.boolean(),
  write: z.boolean(),
  creator_id: z.number().int().nullable(),
  users: z.array(GroupMember),
});
export type Group = z.infer<typeof Group>;

export const GroupDetail = Group.extend({ users: z.array(GroupMemberDetail) });
export type GroupDetail = z.infer<typeof GroupDetail>;

/** `PUT users/users_groups/{id}/` body. */
export const UpdateGroupBody = z.object({
  name: groupName,
  read: z.boolean().optional(),
  write: z.boolean().optional(),
  user_ids: userIds.optional(),
});
export const UpdatedGroup = Group.pick({ name: true, read: true, write: true, users: true });

/** `POST users/users_groups/invite/` body and answer (members with company and division). */
export const InviteBody = z.object({ user_group_id: Id, user_ids: userIds });
export const Invited = z.object({
  user_group_id: z.number().int(),
  name: z.string(),
  read: z.boolean(),
  write: z.boolean(),
  creator_id: z.number().int().nullable(),
  users: z.array(GroupMemberDetail),
});

/** A season as permission answers show it (F of api-contract §3). */
export const PermissionField = z.object({
  year_id: z.number().int(),
  field_id: z.number().int(),
  spec_id: z.number().int(),
  year: z.number().int(),
  field_name: z.string(),
  field_owner_id: z.number().int().nullable(),
  field_owner_company_id: z.number().int().nullable(),
});
export type PermissionField = z.infer<typeof PermissionField>;

/** A member as permission answers show them (U of api-contract §3). */
export const PermissionUser = z.object({
  id: z.number().int(),
  username: z.string(),
  first_name: z.string(),
  last_name: z.string(),
  company_id: z.number().int().nullable(),
  company_name: z.string().nullable(),
  role: Role.nullable(),
});
export type PermissionUser = z.infer<typeof PermissionUser>;

/** `POST plotline_db/field_year_permissions/` body: a new group (name…) or an existing one. */
export const CreatePermissionsBody = z.object({
  year_ids: yearIds.min(1),
  name: groupName.optional(),
  user_group_id: Id.optional(),
  read: z.boolean().default(true),
  write: z.boolean().default(false),
  user_ids: userIds.default([]),
  add_yourself: z.boolean().default(false),
});
export type CreatePermissionsBody = z.input<typeof CreatePermissionsBody>;

export const CreatedPermission = z.object({
  id: z.number().int(),
  user_group_id: z.number().int(),
  read: z.boolean(),
  write: z.boolean(),
  field: PermissionField,
  users: z.array(PermissionUser),
});

export const Permission = z.object({
  id: z.number().int(),
  user_group_id: z.number().int(),
  user_group_name: z.string(),
  user_group_read: z.boolean(),
  user_group_write: z.boolean(),
  user_group_creator_id: z.number().int().nullable(),
  users: z.array(PermissionUser),
  field: PermissionField,
});
export type Permission = z.infer<typeof Permission>;

/** `PUT field_year_permissions/{id}/`: renames (and retunes) the permission's group. */
export const UpdatePermissionBody = z.object({
  name: groupName,
  read: z.boolean().optional(),
  write: z.boolean().optional(),
  user_ids: userIds.optional(),
});

/** `PATCH field_year_permissions/update_group_data/`: the group's name, level, members, seasons. */
export const UpdateGroupDataBody = patchBody(
  {
    user_group_name: groupName.optional(),
    user_group_write: z.boolean().optional(),
    user_ids: userIds.optional(),
    year_ids: yearIds.optional(),
  },
  { user_group_id: Id },
);

/** `GET user_groups_with_fields/` item. */
export const GroupWithFields = z.object({
  user_group_id: z.number().int(),
  user_group_name: z.string(),
  user_group_read: z.boolean(),
  user_group_write: z.boolean(),
  user_group_creator_id: z.number().int().nullable(),
  users: z.array(PermissionUser.omit({ first_name: true, last_name: true })),
  fields: z.array(PermissionField),
});
export type GroupWithFields = z.infer<typeof GroupWithFields>;
