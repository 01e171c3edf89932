import { useTranslation } from 'react-i18next';
import { UnderDevelopment } from '#src/components/ui/under-development.tsx';

/** /fields/meteorology: weather by month with events (not built yet). */
export function FieldsMeteorologyRoute() {
  const { t } = useTranslation();
  return <UnderDevelopment pageName={t('nav.meteorology')} />;
}
