import { useTranslation } from 'react-i18next';
import { PageSkeleton } from '#src/components/ui/page-skeleton.tsx';
import { usePageTitle } from '#src/components/ui/use-page-title.ts';
import { CreateLinePage } from '#src/features/create-line/components/create-line-page.tsx';
import { useSessionStore } from '#src/stores/session-store.ts';

/**
 * /genome/create-line: a new line planned from a base variety by changing its pairs at the
 * weighted markers (the mutation modal), with the predicted traits and the primers to check it.
 */
export function GenomeCreateLineRoute() {
  const { t } = useTranslation();
  usePageTitle(t('nav.createLine'));
  const specId = useSessionStore((state) => state.selectedCulture?.spec_id ?? null);
  return (
    <>
      <h1 className="pl-visually-hidden">{t('nav.createLine')}</h1>
      {specId === null ? (
        <PageSkeleton rows={10} />
      ) : (
        <CreateLinePage key={specId} specId={specId} />
      )}
    </>
  );
}
