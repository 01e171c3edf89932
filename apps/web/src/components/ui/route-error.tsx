import { Button, Result } from 'antd';
import { useTranslation } from 'react-i18next';
import { isRouteErrorResponse, useRouteError } from 'react-router';
import { usePageTitle } from './use-page-title.ts';

/** Error boundary of a route: the rest of the app keeps working. */
export function RouteError() {
  const { t } = useTranslation();
  const error = useRouteError();
  const isNotFound = isRouteErrorResponse(error) && error.status === 404;
  const title = isNotFound ? t('notFound.title') : t('errors.somethingWentWrong');
  usePageTitle(title);
  return (
    <Result
      status={isNotFound ? '404' : 'error'}
      title={<h1 className="pl-result-heading">{title}</h1>}
      subTitle={isNotFound ? t('notFound.description') : t('errors.pageFailed')}
      extra={
        <Button type="primary" onClick={() => window.location.reload()}>
          {t('common.reload')}
        </Button>
      }
    />
  );
}
