import { useTranslation } from 'react-i18next';
import { UnderDevelopment } from '#src/components/ui/under-development.tsx';

/** /account/access-groups: access groups on fields and years (not built yet). */
export function AccountAccessGroupsRoute() {
  const { t } = useTranslation();
  return <UnderDevelopment pageName={t('nav.accessGroups')} />;
}
