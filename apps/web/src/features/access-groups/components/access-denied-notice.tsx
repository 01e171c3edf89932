import { useTranslation } from 'react-i18next';
import { AccessNotice } from '#src/components/ui/access-notice.tsx';

/** Shown instead of the access groups to anyone who is not a head (employees, no company). */
export function AccessDeniedNotice() {
  const { t } = useTranslation();
  return (
    <AccessNotice
      title={t('accessGroups.denied.title')}
      text={t('accessGroups.denied.text')}
      testId="access-groups-denied"
    />
  );
}
