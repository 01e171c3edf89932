import { useTranslation } from 'react-i18next';
import { usePageTitle } from '#src/components/ui/use-page-title.ts';
import { LegalDocument } from '#src/features/legal/components/legal-document.tsx';

/** /privacy: the mobile app's privacy policy (public, no header; the document is the page's main landmark). */
export function PrivacyRoute() {
  const { t } = useTranslation();
  usePageTitle(t('legal.privacyTitle'));
  return <LegalDocument kind="privacy" />;
}
