import { PlusOutlined } from '@ant-design/icons';
import type { GroupWithFields } from '@plotline/contract/access';
import type { CompanyUser } from '@plotline/contract/company';
import { Button, Card, Flex } from 'antd';
import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import { EmptyState } from '#src/components/ui/empty-state.tsx';
import { useDialogState } from '#src/components/ui/use-dialog-state.ts';
import { personName } from '#src/lib/person-name.ts';
import { useSessionStore } from '#src/stores/session-store.ts';
import { useDeleteGroupConfirm } from '../hooks/use-delete-group-confirm.ts';
import { AccessGroupModal } from './access-group-modal.tsx';
import { AccessGroupsTable } from './access-groups-table.tsx';

type AccessGroupsViewProps = {
  groups: GroupWithFields[];
  users: CompanyUser[];
  isLoadingUsers: boolean;
};

/** The access groups page: title, create button, the list and its dialogs. */
export function AccessGroupsView({ groups, users, isLoadingUsers }: AccessGroupsViewProps) {
  const { t } = useTranslation();
  const selfId = useSessionStore((state) => state.userMeta?.id ?? 0);
  // the subject is the group being edited, null for a new one
  const dialog = useDialogState<GroupWithFields | null>();
  const { confirmDelete, contextHolder } = useDeleteGroupConfirm();
  const nameOf = useCallback(
    (userId: number, username: string) => {
      const user = users.find((candidate) => candidate.id === userId);
      return user ? personName(user) : username;
    },
    [users],
  );

  const addButton = (
    <Button
      type="primary"
      icon={<PlusOutlined aria-hidden />}
      data-testid="add-access-group"
      onClick={() => dialog.open(null)}
    >
      {t('accessGroups.add')}
    </Button>
  );
  return (
    <Flex vertical gap="large">
      <Flex justify="space-between" align="center" gap="middle" wrap>
        <h1 className="pl-page-title">{t('accessGroups.title')}</h1>
        {groups.length > 0 && addButton}
      </Flex>
      <p className="pl-access-intro">{t('accessGroups.intro')}</p>
      {groups.length === 0 ? (
        <EmptyState
          title={t('accessGroups.empty.title')}
          description={t('accessGroups.empty.text')}
          testId="access-groups-empty"
        >
          {addButton}
        </EmptyState>
      ) : (
        <Card styles={{ body: { padding: 0 } }}>
          <AccessGroupsTable
            groups={groups}
            nameOf={nameOf}
            onEdit={dialog.open}
            onDelete={confirmDelete}
          />
        </Card>
      )}
      <AccessGroupModal
        key={dialog.key}
        isOpen={dialog.isOpen}
        group={dialog.subject ?? null}
        users={users}
        isLoadingUsers={isLoadingUsers}
        selfId={selfId}
        onClose={dialog.close}
      />
      {contextHolder}
    </Flex>
  );
}
