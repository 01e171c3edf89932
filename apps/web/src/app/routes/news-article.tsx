import { useTranslation } from 'react-i18next';
import { UnderDevelopment } from '#src/components/ui/under-development.tsx';

/** /news/:id: one news article (not built yet). */
export function NewsArticleRoute() {
  const { t } = useTranslation();
  return <UnderDevelopment pageName={t('nav.newsArticle')} />;
}
