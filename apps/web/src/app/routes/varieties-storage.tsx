import { useTranslation } from 'react-i18next';
import { UnderDevelopment } from '#src/components/ui/under-development.tsx';

/** /varieties/storage: warehouses, locations and seed records (not built yet). */
export function VarietiesStorageRoute() {
  const { t } = useTranslation();
  return <UnderDevelopment pageName={t('nav.storage')} />;
}
