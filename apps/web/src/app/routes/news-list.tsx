import { useTranslation } from 'react-i18next';
import { UnderDevelopment } from '#src/components/ui/under-development.tsx';

/** /news (?searchText): the news list (not built yet). */
export function NewsListRoute() {
  const { t } = useTranslation();
  return <UnderDevelopment pageName={t('nav.news')} />;
}
