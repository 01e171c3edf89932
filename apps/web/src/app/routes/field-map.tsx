import { useTranslation } from 'react-i18next';
import { UnderDevelopment } from '#src/components/ui/under-development.tsx';
import { FieldsToolbar } from '#src/features/fields/components/fields-toolbar.tsx';
import { useFieldSelection } from '#src/features/fields/hooks/use-field-selection.ts';
import { useImportRefresh } from '#src/features/fields/hooks/use-import-refresh.ts';
import { PLOTS_QUERY_KEY } from '#src/features/plots/api/list-combined-plots.ts';

/** The plot tables are another page's, but an import changes them too. */
const IMPORTED_KEYS = [PLOTS_QUERY_KEY];

/**
 * / and /fields: the field map of the chosen nursery and season. The nursery/year toolbar is
 * here already; the map itself comes in a later issue.
 */
export function FieldMapRoute() {
  const { t } = useTranslation();
  const selection = useFieldSelection();
  const handleImported = useImportRefresh(selection, IMPORTED_KEYS);
  return (
    <div className="pl-fields-page">
      <FieldsToolbar selection={selection} onImported={handleImported} />
      <UnderDevelopment pageName={t('nav.fieldMap')} />
    </div>
  );
}
