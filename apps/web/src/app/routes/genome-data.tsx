import { useTranslation } from 'react-i18next';
import { PageSkeleton } from '#src/components/ui/page-skeleton.tsx';
import { usePageTitle } from '#src/components/ui/use-page-title.ts';
import { GenomeDataPage } from '#src/features/genome-data/components/genome-data-page.tsx';
import { useSessionStore } from '#src/stores/session-store.ts';

/**
 * /genome/data: the selected crop's marker catalogue and genotype matrices
 * (`?tab=markers|matrices&matrix&search&chr&page&region&start&end`).
 */
export function GenomeDataRoute() {
  const { t } = useTranslation();
  usePageTitle(t('nav.genomeData'));
  const specId = useSessionStore((state) => state.selectedCulture?.spec_id ?? null);
  return (
    <>
      <h1 className="pl-visually-hidden">{t('nav.genomeData')}</h1>
      {specId === null ? (
        <PageSkeleton rows={10} />
      ) : (
        <GenomeDataPage key={specId} specId={specId} />
      )}
    </>
  );
}
