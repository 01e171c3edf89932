import { useTranslation } from 'react-i18next';
import { AccessNotice } from '#src/components/ui/access-notice.tsx';

/** Shown instead of the structure to a user who belongs to no company. */
export function NoCompanyNotice() {
  const { t } = useTranslation();
  return (
    <AccessNotice
      kind="info"
      title={t('company.noCompany.title')}
      text={t('company.noCompany.text')}
      testId="no-company"
    />
  );
}
