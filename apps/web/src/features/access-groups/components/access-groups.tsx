import { Button, Result } from 'antd';
import { useTranslation } from 'react-i18next';
import { PageSkeleton } from '#src/components/ui/page-skeleton.tsx';
import { isApiError } from '#src/lib/api-error.ts';
import { useErrorToast } from '#src/lib/use-error-toast.ts';
import { useCompanyUsers } from '../api/list-company-users.ts';
import { useGroupsWithFields } from '../api/list-groups-with-fields.ts';
import { AccessDeniedNotice } from './access-denied-notice.tsx';
import { AccessGroupsView } from './access-groups-view.tsx';
import './access-groups.css';

/** /account/access-groups for heads: loads the groups and the company's people. */
export function AccessGroups() {
  const { t } = useTranslation();
  const groups = useGroupsWithFields();
  const users = useCompanyUsers();
  const isDenied = [groups.error, users.error].some(
    (error) => isApiError(error) && error.status === 403,
  );
  useErrorToast(isDenied ? null : groups.error, 'accessGroups.loadFailed');
  useErrorToast(isDenied ? null : users.error, 'accessGroups.membersLoadFailed');

  if (isDenied) return <AccessDeniedNotice />;
  if (groups.error) {
    return (
      <Result
        status="error"
        title={t('accessGroups.loadFailed')}
        extra={<Button onClick={() => void groups.refetch()}>{t('common.retry')}</Button>}
      />
    );
  }
  if (groups.isPending) {
    return (
      <>
        <h1 className="pl-page-title">{t('accessGroups.title')}</h1>
        <PageSkeleton rows={6} />
      </>
    );
  }
  return (
    <AccessGroupsView
      groups={groups.data}
      users={users.data ?? []}
      isLoadingUsers={users.isPending}
    />
  );
}
