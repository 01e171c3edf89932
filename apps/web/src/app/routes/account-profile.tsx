import { Flex } from 'antd';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { toast } from 'react-toastify';
import { usePageTitle } from '#src/components/ui/use-page-title.ts';
import { paths } from '#src/config/paths.ts';
import { DeleteAccountSection } from '#src/features/account/components/delete-account-section.tsx';
import { ProfileOverview } from '#src/features/account/components/profile-overview.tsx';
import { endSession } from '../session/end-session.ts';

/** /account: the signed-in user's profile, and the deletion of the account. */
export function AccountProfileRoute() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  usePageTitle(t('account.title'));

  // The server has already revoked every token: the session ends locally, as after logout.
  async function handleDeleted() {
    endSession();
    toast.success(t('account.delete.success'));
    await navigate(paths.auth.getHref(), { replace: true });
  }

  return (
    <Flex vertical gap="large">
      <ProfileOverview />
      <DeleteAccountSection onDeleted={() => void handleDeleted()} />
    </Flex>
  );
}
