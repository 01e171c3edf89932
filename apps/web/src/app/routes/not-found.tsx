import { Button, Result } from 'antd';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { usePageTitle } from '#src/components/ui/use-page-title.ts';
import { paths } from '#src/config/paths.ts';

/** Any unknown address. */
export function NotFoundRoute() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  usePageTitle(t('notFound.title'));
  return (
    <Result
      status="404"
      title={<h1 className="pl-result-heading">{t('notFound.title')}</h1>}
      subTitle={t('notFound.description')}
      extra={
        <Button type="primary" onClick={() => void navigate(paths.home.getHref())}>
          {t('common.goHome')}
        </Button>
      }
    />
  );
}
