import { useTranslation } from 'react-i18next';
import { UnderDevelopment } from '#src/components/ui/under-development.tsx';

/** /genome/create-line: line creation with mutations (not built yet). */
export function GenomeCreateLineRoute() {
  const { t } = useTranslation();
  return <UnderDevelopment pageName={t('nav.createLine')} />;
}
