import { useTranslation } from 'react-i18next';
import { usePageTitle } from '#src/components/ui/use-page-title.ts';
import { ProfileOverview } from '#src/features/account/components/profile-overview.tsx';

/** /account: the signed-in user's profile. */
export function AccountProfileRoute() {
  const { t } = useTranslation();
  usePageTitle(t('account.title'));
  return <ProfileOverview />;
}
