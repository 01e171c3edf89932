import { useTranslation } from 'react-i18next';
import { UnderDevelopment } from '#src/components/ui/under-development.tsx';

/** /genome/knowledge-base: the knowledge base (not built yet). */
export function GenomeKnowledgeBaseRoute() {
  const { t } = useTranslation();
  return <UnderDevelopment pageName={t('nav.knowledgeBase')} />;
}
