import { useTranslation } from 'react-i18next';
import { PageSkeleton } from '#src/components/ui/page-skeleton.tsx';
import { usePageTitle } from '#src/components/ui/use-page-title.ts';
import { KnowledgeBasePage } from '#src/features/knowledge-base/components/knowledge-base-page.tsx';
import { useSessionStore } from '#src/stores/session-store.ts';

/**
 * /genome/knowledge-base: the selected crop's knowledge base — entries about genes and markers
 * with references and hand-entered marker effects (`?search&mutation_id&page&entry`).
 */
export function GenomeKnowledgeBaseRoute() {
  const { t } = useTranslation();
  usePageTitle(t('nav.knowledgeBase'));
  const specId = useSessionStore((state) => state.selectedCulture?.spec_id ?? null);
  return (
    <>
      <h1 className="pl-visually-hidden">{t('nav.knowledgeBase')}</h1>
      {specId === null ? (
        <PageSkeleton rows={10} />
      ) : (
        <KnowledgeBasePage key={specId} specId={specId} />
      )}
    </>
  );
}
