import { useTranslation } from 'react-i18next';
import { UnderDevelopment } from '#src/components/ui/under-development.tsx';

/** /genome/variety-selection: variety selection by genotype (not built yet). */
export function GenomeVarietySelectionRoute() {
  const { t } = useTranslation();
  return <UnderDevelopment pageName={t('nav.varietySelection')} />;
}
