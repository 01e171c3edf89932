import { DeleteOutlined, EditOutlined } from '@ant-design/icons';
import type { GroupWithFields } from '@plotline/contract/access';
import { Button, Flex, Table, type TableColumnsType, Tag, Tooltip } from 'antd';
import { useTranslation } from 'react-i18next';
import { useSessionStore } from '#src/stores/session-store.ts';
import { groupSeasonsByNursery } from '../utils/group-seasons.ts';

type AccessGroupsTableProps = {
  groups: GroupWithFields[];
  /** A member's name by user id (the group answer carries logins only). */
  nameOf: (userId: number, username: string) => string;
  onEdit: (group: GroupWithFields) => void;
  onDelete: (group: GroupWithFields) => void;
};

/** The company's access groups: name, level, members and nursery years as tags. */
export function AccessGroupsTable({ groups, nameOf, onEdit, onDelete }: AccessGroupsTableProps) {
  const { t } = useTranslation();
  const crops = useSessionStore((state) => state.cultureList);
  const cropName = (specId: number) => crops.find((c) => c.spec_id === specId)?.russian_name;
  const muted = (text: string) => <span className="pl-access-muted">{text}</span>;

  const columns: TableColumnsType<GroupWithFields> = [
    {
      key: 'name',
      title: t('accessGroups.columns.name'),
      render: (_, group) => <strong>{group.user_group_name}</strong>,
    },
    {
      key: 'level',
      title: t('accessGroups.columns.level'),
      render: (_, group) =>
        group.user_group_write ? (
          <Tag color="green">{t('accessGroups.level.write')}</Tag>
        ) : (
          <Tag color="blue">{t('accessGroups.level.read')}</Tag>
        ),
    },
    {
      key: 'members',
      title: t('accessGroups.columns.members'),
      render: (_, group) =>
        group.users.length === 0
          ? muted(t('accessGroups.noMembers'))
          : group.users.map((user) => <Tag key={user.id}>{nameOf(user.id, user.username)}</Tag>),
    },
    {
      key: 'seasons',
      title: t('accessGroups.columns.seasons'),
      render: (_, group) => {
        const nurseries = groupSeasonsByNursery(group.fields);
        if (nurseries.length === 0) return muted(t('accessGroups.noSeasons'));
        // nurseries of different crops may share a name: the crop comes first
        return nurseries.map((nursery) => (
          <Tag key={nursery.fieldId} color="green" variant="outlined">
            {[cropName(nursery.specId), nursery.fieldName].filter(Boolean).join(' · ')}:{' '}
            {nursery.years.join(', ')}
          </Tag>
        ));
      },
    },
    {
      key: 'actions',
      title: <span className="pl-visually-hidden">{t('accessGroups.columns.actions')}</span>,
      width: 96,
      render: (_, group) => (
        <Flex gap="small">
          <Tooltip title={t('accessGroups.edit', { name: group.user_group_name })}>
            <Button
              icon={<EditOutlined aria-hidden />}
              aria-label={t('accessGroups.edit', { name: group.user_group_name })}
              data-testid="edit-access-group"
              onClick={() => onEdit(group)}
            />
          </Tooltip>
          <Tooltip title={t('accessGroups.delete', { name: group.user_group_name })}>
            <Button
              danger
              icon={<DeleteOutlined aria-hidden />}
              aria-label={t('accessGroups.delete', { name: group.user_group_name })}
              data-testid="delete-access-group"
              onClick={() => onDelete(group)}
            />
          </Tooltip>
        </Flex>
      ),
    },
  ];

  return (
    <Table<GroupWithFields>
      data-testid="access-groups-list"
      rowKey="user_group_id"
      columns={columns}
      dataSource={groups}
      pagination={{ pageSize: 20, hideOnSinglePage: true }}
      scroll={{ x: 'max-content' }}
    />
  );
}
