import type { GroupWithFields } from '@plotline/contract/access';
import { type ButtonProps, Modal } from 'antd';
import { useTranslation } from 'react-i18next';
import { toast } from 'react-toastify';
import { useDeleteUsersGroup } from '../api/delete-users-group.ts';
import { reportGroupError } from '../utils/report-group-error.ts';

/**
 * Deleting an access group after a confirmation; its members lose the access it gave.
 * Render `contextHolder` for the confirmation dialog.
 */
export function useDeleteGroupConfirm() {
  const { t } = useTranslation();
  const [modal, contextHolder] = Modal.useModal();
  const deleteGroup = useDeleteUsersGroup();

  function confirmDelete(group: GroupWithFields) {
    const name = group.user_group_name;
    void modal.confirm({
      title: t('accessGroups.deleteTitle', { name }),
      content: t('accessGroups.deleteText'),
      okText: t('common.delete'),
      okButtonProps: {
        danger: true,
        ...({ 'data-testid': 'delete-access-group-confirm' } as ButtonProps),
      },
      cancelText: t('common.cancel'),
      onOk: () =>
        deleteGroup.mutateAsync(group.user_group_id).then(
          () => {
            toast.success(t('accessGroups.deleted', { name }));
          },
          (error: unknown) => reportGroupError(error, 'accessGroups.errors.deleteFailed'),
        ),
    });
  }

  return { confirmDelete, contextHolder };
}
