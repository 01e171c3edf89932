import { useTranslation } from 'react-i18next';
import { UnderDevelopment } from '#src/components/ui/under-development.tsx';

/** /fields/phenotypes: phenotype measurements of the plots (not built yet). */
export function FieldsPhenotypesRoute() {
  const { t } = useTranslation();
  return <UnderDevelopment pageName={t('nav.phenotypes')} />;
}
