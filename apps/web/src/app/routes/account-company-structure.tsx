import { useTranslation } from 'react-i18next';
import { UnderDevelopment } from '#src/components/ui/under-development.tsx';

/** /account/company-structure: divisions and employees (not built yet). */
export function AccountCompanyStructureRoute() {
  const { t } = useTranslation();
  return <UnderDevelopment pageName={t('nav.companyStructure')} />;
}
