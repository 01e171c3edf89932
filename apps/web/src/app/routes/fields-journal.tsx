import { useTranslation } from 'react-i18next';
import { UnderDevelopment } from '#src/components/ui/under-development.tsx';

/** /fields/journal: the breeding journal (not built yet). */
export function FieldsJournalRoute() {
  const { t } = useTranslation();
  return <UnderDevelopment pageName={t('nav.journal')} />;
}
