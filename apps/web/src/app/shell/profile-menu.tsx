import { LogoutOutlined, UserOutlined } from '@ant-design/icons';
import { Button, Dropdown } from 'antd';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { paths } from '#src/config/paths.ts';
import { useSessionStore } from '#src/stores/session-store.ts';
import { signOut } from '../session/sign-out.ts';
import { useCarriedHref } from './nav-href.ts';

const ACCOUNT_KEY = 'account';
const LOGOUT_KEY = 'logout';

/** The user's menu: account pages and logout. */
export function ProfileMenu() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const carriedHref = useCarriedHref();
  const username = useSessionStore((state) => state.userMeta?.username ?? '');

  async function handleLogout() {
    await signOut();
    await navigate(paths.auth.getHref(), { replace: true });
  }

  return (
    <Dropdown
      trigger={['click']}
      menu={{
        items: [
          { key: ACCOUNT_KEY, icon: <UserOutlined aria-hidden />, label: t('profileMenu.account') },
          { type: 'divider' },
          {
            key: LOGOUT_KEY,
            icon: <LogoutOutlined aria-hidden />,
            label: <span data-testid="logout">{t('profileMenu.logout')}</span>,
          },
        ],
        onClick: ({ key }) => {
          if (key === ACCOUNT_KEY) void navigate(carriedHref(paths.account.profile.getHref()));
          if (key === LOGOUT_KEY) void handleLogout();
        },
      }}
    >
      <Button
        type="text"
        icon={<UserOutlined aria-hidden />}
        data-testid="profile-menu"
        aria-label={t('profileMenu.label', { username })}
      >
        <span className="pl-username">{username}</span>
      </Button>
    </Dropdown>
  );
}
