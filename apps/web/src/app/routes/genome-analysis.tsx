import { useTranslation } from 'react-i18next';
import { PageSkeleton } from '#src/components/ui/page-skeleton.tsx';
import { usePageTitle } from '#src/components/ui/use-page-title.ts';
import { GenomeAnalysisPage } from '#src/features/genome-analysis/components/genome-analysis-page.tsx';
import { useSessionStore } from '#src/stores/session-store.ts';

/**
 * /genome/genome-analysis: the selected crop's genome analyses (`?mode=structure|gwas`) — structure:
 * PCA, distances, NJ/UPGMA trees (`?analysis=ID&view=pca|tree|distances`); GWAS: Manhattan, QQ.
 */
export function GenomeAnalysisRoute() {
  const { t } = useTranslation();
  usePageTitle(t('nav.genomeAnalysis'));
  const specId = useSessionStore((state) => state.selectedCulture?.spec_id ?? null);
  return (
    <>
      <h1 className="pl-visually-hidden">{t('nav.genomeAnalysis')}</h1>
      {specId === null ? (
        <PageSkeleton rows={10} />
      ) : (
        <GenomeAnalysisPage key={specId} specId={specId} />
      )}
    </>
  );
}
