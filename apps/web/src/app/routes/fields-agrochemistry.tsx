import { useTranslation } from 'react-i18next';
import { UnderDevelopment } from '#src/components/ui/under-development.tsx';

/** /fields/agrochemistry: soil elements with dated measurements (not built yet). */
export function FieldsAgrochemistryRoute() {
  const { t } = useTranslation();
  return <UnderDevelopment pageName={t('nav.agrochemistry')} />;
}
