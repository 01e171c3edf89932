import { useTranslation } from 'react-i18next';
import { UnderDevelopment } from '#src/components/ui/under-development.tsx';

/** /varieties/prediction: predicted phenotypes (not built yet). */
export function VarietiesPredictionRoute() {
  const { t } = useTranslation();
  return <UnderDevelopment pageName={t('nav.prediction')} />;
}
