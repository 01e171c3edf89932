import { useTranslation } from 'react-i18next';
import { UnderDevelopment } from '#src/components/ui/under-development.tsx';

/** /genome: region selection (not built yet). */
export function GenomeRegionSelectionRoute() {
  const { t } = useTranslation();
  return <UnderDevelopment pageName={t('nav.regionSelection')} />;
}
