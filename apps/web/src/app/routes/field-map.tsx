import { useTranslation } from 'react-i18next';
import { UnderDevelopment } from '#src/components/ui/under-development.tsx';

/** / and /fields: the field map of the selected nursery and year (not built yet). */
export function FieldMapRoute() {
  const { t } = useTranslation();
  return <UnderDevelopment pageName={t('nav.fieldMap')} />;
}
