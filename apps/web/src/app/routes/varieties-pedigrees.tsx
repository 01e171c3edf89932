import { useTranslation } from 'react-i18next';
import { UnderDevelopment } from '#src/components/ui/under-development.tsx';

/** /varieties/pedigrees: pedigree trees (not built yet). */
export function VarietiesPedigreesRoute() {
  const { t } = useTranslation();
  return <UnderDevelopment pageName={t('nav.pedigrees')} />;
}
