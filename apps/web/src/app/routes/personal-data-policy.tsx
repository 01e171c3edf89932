import { useTranslation } from 'react-i18next';
import { usePageTitle } from '#src/components/ui/use-page-title.ts';
import { LegalDocument } from '#src/features/legal/components/legal-document.tsx';

/** /privacy_policy: the personal-data processing policy (public, inside a header). */
export function PersonalDataPolicyRoute() {
  const { t } = useTranslation();
  usePageTitle(t('legal.personalDataTitle'));
  return <LegalDocument kind="personalData" />;
}
