import { useTranslation } from 'react-i18next';
import { UnderDevelopment } from '#src/components/ui/under-development.tsx';
import { FieldsToolbar } from '#src/features/fields/components/fields-toolbar.tsx';
import { NurseryPlaceSlot } from '#src/features/fields/components/nursery-place-slot.ts';
import { useFieldSelection } from '#src/features/fields/hooks/use-field-selection.ts';
import { useImportRefresh } from '#src/features/fields/hooks/use-import-refresh.ts';
import { PLOTS_QUERY_KEY } from '#src/features/plots/api/list-combined-plots.ts';
import { NurseryPlaceFields } from '#src/features/regions/components/nursery-place-fields.tsx';

/** The plot tables are another page's, but an import changes them too. */
const IMPORTED_KEYS = [PLOTS_QUERY_KEY];

/** The nursery form picks the region and subregion from the user's country's regions. */
const NURSERY_PLACE_FIELDS = <NurseryPlaceFields />;

/**
 * / and /fields: the field map of the chosen nursery and season. The nursery/year toolbar is
 * here already; the map itself comes in a later issue.
 */
export function FieldMapRoute() {
  const { t } = useTranslation();
  const selection = useFieldSelection();
  const handleImported = useImportRefresh(selection, IMPORTED_KEYS);
  return (
    <NurseryPlaceSlot value={NURSERY_PLACE_FIELDS}>
      <div className="pl-fields-page">
        <FieldsToolbar selection={selection} onImported={handleImported} />
        <UnderDevelopment pageName={t('nav.fieldMap')} />
      </div>
    </NurseryPlaceSlot>
  );
}
