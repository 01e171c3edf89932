import { useTranslation } from 'react-i18next';
import { UnderDevelopment } from '#src/components/ui/under-development.tsx';

/** /varieties: summary table of varieties and lines (not built yet). */
export function VarietiesSummaryRoute() {
  const { t } = useTranslation();
  return <UnderDevelopment pageName={t('nav.summaryTable')} />;
}
