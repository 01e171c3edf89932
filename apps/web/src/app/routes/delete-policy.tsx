import { useTranslation } from 'react-i18next';
import { usePageTitle } from '#src/components/ui/use-page-title.ts';
import { LegalDocument } from '#src/features/legal/components/legal-document.tsx';

/** /delete-policy: how personal data is deleted (public, no header; the document is the page's main landmark). */
export function DeletePolicyRoute() {
  const { t } = useTranslation();
  usePageTitle(t('legal.deletePolicyTitle'));
  return <LegalDocument kind="deletePolicy" />;
}
