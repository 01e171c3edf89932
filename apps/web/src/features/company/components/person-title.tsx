import { DeleteOutlined, UserOutlined } from '@ant-design/icons';
import type { Role, User } from '@plotline/contract/auth';
import { Button, Tag, Tooltip } from 'antd';
import { useTranslation } from 'react-i18next';
import { personName } from '#src/lib/person-name.ts';
import { useRoleLabel } from '../hooks/use-role-label.ts';

const ROLE_COLORS: Record<Role, string | undefined> = {
  head_of_company: 'gold',
  head_of_division: 'blue',
  employee: undefined,
  employer: undefined,
};

type PersonTitleProps = {
  user: User;
  role: Role;
  isSelf: boolean;
  /** Present when the signed-in user may delete this person. */
  onDelete?: (user: User) => void;
};

/** A person of the company tree: name, login, role tag and, when allowed, a delete button. */
export function PersonTitle({ user, role, isSelf, onDelete }: PersonTitleProps) {
  const { t } = useTranslation();
  const roleLabel = useRoleLabel();
  const name = personName(user);
  const deleteLabel = t('company.deleteEmployee', { name });
  return (
    <span className="pl-company-node" data-testid="company-person" data-username={user.username}>
      <UserOutlined aria-hidden className="pl-company-node-icon" />
      <span className="pl-company-node-name">{name}</span>
      {name !== user.username && <span className="pl-company-node-login">{user.username}</span>}
      <Tag color={ROLE_COLORS[role]} variant="filled">
        {roleLabel(role)}
      </Tag>
      {isSelf && <Tag variant="outlined">{t('company.you')}</Tag>}
      {onDelete && (
        <Tooltip title={deleteLabel}>
          <Button
            size="small"
            type="text"
            danger
            icon={<DeleteOutlined aria-hidden />}
            aria-label={deleteLabel}
            data-testid="delete-employee"
            onClick={() => onDelete(user)}
          />
        </Tooltip>
      )}
    </span>
  );
}
