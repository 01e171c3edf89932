import { useTranslation } from 'react-i18next';
import { usePageTitle } from '#src/components/ui/use-page-title.ts';
import { AccessDeniedNotice } from '#src/features/access-groups/components/access-denied-notice.tsx';
import { AccessGroups } from '#src/features/access-groups/components/access-groups.tsx';
import { useSessionStore } from '#src/stores/session-store.ts';

/**
 * /account/access-groups: heads of company and of division share nursery years with groups
 * of employees (spec §3, §6). Anyone else who opens the address is told it is for heads.
 */
export function AccountAccessGroupsRoute() {
  const { t } = useTranslation();
  usePageTitle(t('accessGroups.title'));
  const role = useSessionStore((state) => state.userMeta?.role ?? null);
  const isHead = role === 'head_of_company' || role === 'head_of_division';
  return isHead ? <AccessGroups /> : <AccessDeniedNotice />;
}
