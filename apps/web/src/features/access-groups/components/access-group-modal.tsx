import type { GroupWithFields } from '@plotline/contract/access';
import type { CompanyUser } from '@plotline/contract/company';
import { Form, Modal } from 'antd';
import { useTranslation } from 'react-i18next';
import { useSaveGroup } from '../hooks/use-save-group.ts';
import { type GroupFormValues, NEW_GROUP_VALUES, toGroupFormValues } from '../utils/group-form.ts';
import { AccessGroupForm } from './access-group-form.tsx';

type AccessGroupModalProps = {
  isOpen: boolean;
  /** The group being edited; null creates a new one. */
  group: GroupWithFields | null;
  users: CompanyUser[];
  isLoadingUsers: boolean;
  selfId: number;
  onClose: () => void;
};

/** Creates or edits an access group. */
export function AccessGroupModal({
  isOpen,
  group,
  users,
  isLoadingUsers,
  selfId,
  onClose,
}: AccessGroupModalProps) {
  const { t } = useTranslation();
  const [form] = Form.useForm<GroupFormValues>();
  const { save, isPending } = useSaveGroup(group, selfId, form, onClose);
  return (
    <Modal
      open={isOpen}
      title={group ? t('accessGroups.editTitle') : t('accessGroups.createTitle')}
      width={640}
      onCancel={onClose}
      footer={null}
      destroyOnHidden
      closable={{ 'aria-label': t('common.close') }}
    >
      <AccessGroupForm
        form={form}
        initialValues={group ? toGroupFormValues(group, selfId) : NEW_GROUP_VALUES}
        users={users}
        isLoadingUsers={isLoadingUsers}
        selfId={selfId}
        currentMembers={group?.users}
        pending={isPending}
        onFinish={save}
        onCancel={onClose}
      />
    </Modal>
  );
}
