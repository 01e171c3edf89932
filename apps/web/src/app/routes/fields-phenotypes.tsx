import { useTranslation } from 'react-i18next';
import { PlotsPanel } from '#src/features/plots/components/plots-panel.tsx';
import { SendToWarehouseButton } from '#src/features/send-to-warehouse/components/send-to-warehouse-button.tsx';
import { FieldsSeasonPage } from './fields-season-page.tsx';

/**
 * /fields/phenotypes: where breeders spend their day. The nursery and season come from
 * `?fieldId&yearId`, the crop from the session; below them, the season's plot table, whose
 * selection may also go to the seed warehouse.
 */
export function FieldsPhenotypesRoute() {
  const { t } = useTranslation();
  return (
    <FieldsSeasonPage
      title={t('nav.phenotypes')}
      renderSeason={(view) => (
        <PlotsPanel
          key={view.year.id}
          {...view}
          renderSelectionActions={(plotIds, onDone) => (
            <SendToWarehouseButton
              specId={view.specId}
              yearId={view.year.id}
              plotIds={plotIds}
              onSent={onDone}
            />
          )}
        />
      )}
    />
  );
}
