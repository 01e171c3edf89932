import type { GroupWithFields } from '@plotline/contract/access';
import type { FormInstance } from 'antd';
import { useTranslation } from 'react-i18next';
import { toast } from 'react-toastify';
import { useCreateGroupPermissions } from '../api/create-group-permissions.ts';
import { useCreateUsersGroup } from '../api/create-users-group.ts';
import { useUpdateGroupData } from '../api/update-group-data.ts';
import {
  type GroupFormValues,
  toCreateGroupBody,
  toCreatePermissionsBody,
  toUpdateGroupBody,
} from '../utils/group-form.ts';
import { reportGroupError } from '../utils/report-group-error.ts';

/**
 * Saves the access-group form: an edit replaces the group's name, level, members and years
 * (`update_group_data/`); a new group with years goes to `field_year_permissions/`, one
 * without years to `users_groups/` (the former needs at least one year).
 */
export function useSaveGroup(
  group: GroupWithFields | null,
  selfId: number,
  form: FormInstance<GroupFormValues>,
  onSaved: () => void,
) {
  const { t } = useTranslation();
  const createWithYears = useCreateGroupPermissions();
  const createWithoutYears = useCreateUsersGroup();
  const update = useUpdateGroupData();

  function save(values: GroupFormValues) {
    const name = values.name.trim();
    const done = (messageKey: 'accessGroups.created' | 'accessGroups.updated') => () => {
      toast.success(t(messageKey, { name }));
      onSaved();
    };
    const failed =
      (failureKey: 'accessGroups.errors.createFailed' | 'accessGroups.errors.updateFailed') =>
      (error: unknown) =>
        reportGroupError(error, failureKey, form);
    if (group) {
      update.mutate(toUpdateGroupBody(group.user_group_id, values, selfId), {
        onSuccess: done('accessGroups.updated'),
        onError: failed('accessGroups.errors.updateFailed'),
      });
      return;
    }
    const onCreate = {
      onSuccess: done('accessGroups.created'),
      onError: failed('accessGroups.errors.createFailed'),
    };
    if (values.year_ids.length > 0)
      createWithYears.mutate(toCreatePermissionsBody(values), onCreate);
    else createWithoutYears.mutate(toCreateGroupBody(values), onCreate);
  }

  const isPending = createWithYears.isPending || createWithoutYears.isPending || update.isPending;
  return { save, isPending };
}
