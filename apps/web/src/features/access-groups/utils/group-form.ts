import type {
  CreateGroupBody,
  CreatePermissionsBody,
  GroupWithFields,
} from '@plotline/contract/access';
import type { UpdateGroupDataInput } from '../api/update-group-data.ts';

/** What the access-group form holds. */
export type GroupFormValues = {
  name: string;
  /** true: view and edit; false: view only. */
  write: boolean;
  /** Members other than the signed-in user, who is "add yourself". */
  user_ids: number[];
  year_ids: number[];
  add_yourself: boolean;
};

/** The form of a new group: view only, nobody, nothing. */
export const NEW_GROUP_VALUES: GroupFormValues = {
  name: '',
  write: false,
  user_ids: [],
  year_ids: [],
  add_yourself: false,
};

/** The form of an existing group; the signed-in user among its members is "add yourself". */
export function toGroupFormValues(group: GroupWithFields, selfId: number): GroupFormValues {
  const memberIds = group.users.map((user) => user.id);
  return {
    name: group.user_group_name,
    write: group.user_group_write,
    user_ids: memberIds.filter((id) => id !== selfId),
    year_ids: group.fields.map((season) => season.year_id),
    add_yourself: memberIds.includes(selfId),
  };
}

/** `POST field_year_permissions/` body of a new group with nursery years (name trimmed). */
export function toCreatePermissionsBody(values: GroupFormValues): CreatePermissionsBody {
  return {
    name: values.name.trim(),
    read: true,
    write: values.write,
    user_ids: values.user_ids,
    year_ids: values.year_ids,
    add_yourself: values.add_yourself,
  };
}

/** `POST users/users_groups/` body of a new group without nursery years (name trimmed). */
export function toCreateGroupBody(values: GroupFormValues): CreateGroupBody {
  return {
    name: values.name.trim(),
    read: true,
    write: values.write,
    user_ids: values.user_ids,
    add_yourself: values.add_yourself,
  };
}

/**
 * `PATCH update_group_data/` body: the group's whole new state. The edit call has no
 * `add_yourself`, so the signed-in user joins (or leaves) through `user_ids`.
 */
export function toUpdateGroupBody(
  groupId: number,
  values: GroupFormValues,
  selfId: number,
): UpdateGroupDataInput {
  const others = values.user_ids.filter((id) => id !== selfId);
  return {
    user_group_id: groupId,
    user_group_name: values.name.trim(),
    user_group_write: values.write,
    user_ids: values.add_yourself ? [...others, selfId] : others,
    year_ids: values.year_ids,
  };
}

/** The form field a server field error belongs to (create and edit name them differently). */
export const GROUP_FIELD_OF: Readonly<Record<string, keyof GroupFormValues>> = {
  name: 'name',
  user_group_name: 'name',
  write: 'write',
  user_group_write: 'write',
  user_ids: 'user_ids',
  year_ids: 'year_ids',
  add_yourself: 'add_yourself',
};
