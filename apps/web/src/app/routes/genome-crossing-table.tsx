import { useTranslation } from 'react-i18next';
import { UnderDevelopment } from '#src/components/ui/under-development.tsx';

/** /genome/crossing-table: crossing table and planning (not built yet). */
export function GenomeCrossingTableRoute() {
  const { t } = useTranslation();
  return <UnderDevelopment pageName={t('nav.crossingTable')} />;
}
