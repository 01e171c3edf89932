import { useTranslation } from 'react-i18next';
import { usePageTitle } from '#src/components/ui/use-page-title.ts';
import { CompanyStructure } from '#src/features/company/components/company-structure.tsx';

/**
 * /account/company-structure: the company → divisions → employees tree for every member of a
 * company; heads add divisions and employees (spec §2, §3, §6). A user without a company,
 * whose link is hidden, is told why there is nothing to see.
 */
export function AccountCompanyStructureRoute() {
  const { t } = useTranslation();
  usePageTitle(t('company.title'));
  return <CompanyStructure />;
}
