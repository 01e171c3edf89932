import { Button, Card, Flex, Result } from 'antd';
import { useTranslation } from 'react-i18next';
import { PageSkeleton } from '#src/components/ui/page-skeleton.tsx';
import { isApiError } from '#src/lib/api-error.ts';
import { useErrorToast } from '#src/lib/use-error-toast.ts';
import { useCompanyStructure } from '../api/get-company-structure.ts';
import { useCompanyActor } from '../hooks/use-company-actor.ts';
import { CompanyStructureView } from './company-structure-view.tsx';
import { NoCompanyNotice } from './no-company-notice.tsx';
import './company.css';

/** /account/company-structure: loads the structure and shows it, or why it cannot. */
export function CompanyStructure() {
  const { t } = useTranslation();
  const actor = useCompanyActor();
  const hasCompany = actor?.role !== null;
  const { data, isPending, error, refetch } = useCompanyStructure(hasCompany);
  // a 403 means the user has no company: the notice explains it, no toast needed
  const isDenied = isApiError(error) && error.status === 403;
  useErrorToast(isDenied ? null : error, 'company.loadFailed');

  if (isDenied || !hasCompany) return <NoCompanyNotice />;
  if (error) {
    return (
      <Result
        status="error"
        title={t('company.loadFailed')}
        extra={<Button onClick={() => void refetch()}>{t('common.retry')}</Button>}
      />
    );
  }
  return (
    <Flex vertical gap="large">
      {isPending || !actor ? (
        <>
          <h1 className="pl-page-title">{t('company.title')}</h1>
          <Card>
            <PageSkeleton rows={8} />
          </Card>
        </>
      ) : (
        <CompanyStructureView structure={data} actor={actor} />
      )}
    </Flex>
  );
}
