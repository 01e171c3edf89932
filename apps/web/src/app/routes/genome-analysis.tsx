import { useTranslation } from 'react-i18next';
import { UnderDevelopment } from '#src/components/ui/under-development.tsx';

/** /genome/genome-analysis: PCA, phylogeny and genetic distances (not built yet). */
export function GenomeAnalysisRoute() {
  const { t } = useTranslation();
  return <UnderDevelopment pageName={t('nav.genomeAnalysis')} />;
}
