import type { CompanyUser } from '@plotline/contract/company';
import { Select } from 'antd';
import { useTranslation } from 'react-i18next';
import { personName } from '#src/lib/person-name.ts';

type MemberSelectProps = {
  id?: string;
  value?: number[];
  onChange?: (userIds: number[]) => void;
  /** The company's active users. */
  users: CompanyUser[];
  /** The signed-in user, who joins through "add yourself" instead. */
  selfId: number;
  /** Members the user list lacks (kept visible by login so they can be removed). */
  extraMembers?: Array<{ id: number; username: string }>;
  isLoading: boolean;
};

/** Multi-select of a group's members from the company's people (controlled by Form.Item). */
export function MemberSelect({
  id,
  value,
  onChange,
  users,
  selfId,
  extraMembers = [],
  isLoading,
}: MemberSelectProps) {
  const { t } = useTranslation();
  const known = new Set(users.map((user) => user.id));
  const options = [
    ...users
      .filter((user) => user.id !== selfId)
      .map((user) => {
        const name = personName(user);
        return {
          value: user.id,
          label: name === user.username ? name : `${name} (${user.username})`,
        };
      }),
    ...extraMembers
      .filter((member) => member.id !== selfId && !known.has(member.id))
      .map((member) => ({ value: member.id, label: member.username })),
  ];
  return (
    <div data-testid="access-group-members">
      <Select<number[]>
        id={id}
        mode="multiple"
        value={value}
        onChange={onChange}
        loading={isLoading}
        placeholder={t('accessGroups.form.membersPlaceholder')}
        options={options}
        showSearch={{ optionFilterProp: 'label' }}
        allowClear
        notFoundContent={isLoading ? t('common.loading') : undefined}
      />
    </div>
  );
}
