import { useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { useAgroParams } from '#src/features/agrochemistry/api/list-agro-params.ts';
import { FIELD_MAP_QUERY_KEY } from '#src/features/field-map/api/field-map-query-key.ts';
import { FieldMapPanel } from '#src/features/field-map/components/field-map-panel.tsx';
import { FIELDS_QUERY_KEY } from '#src/features/fields/api/list-fields.ts';
import { PLOTS_QUERY_KEY } from '#src/features/plots/api/list-combined-plots.ts';
import { AddPlotAtPlaceModal } from '#src/features/plots/components/add-plot-at-place-modal.tsx';
import { PlotCardOfSeason } from '#src/features/plots/components/plot-card-of-season.tsx';
import { PlotIdActions } from '#src/features/plots/components/plot-id-actions.tsx';
import { PlotsEmpty } from '#src/features/plots/components/plots-empty.tsx';
import { SendToWarehouseButton } from '#src/features/send-to-warehouse/components/send-to-warehouse-button.tsx';
import { FieldsSeasonPage, type SeasonView } from './fields-season-page.tsx';

/** The map of one season, with the plot card, plot actions and empty state of the plots. */
function FieldMapSeason({ specId, field, year, onYearsChanged, emptyActions }: SeasonView) {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const refresh = (queryKey: readonly string[]) => void queryClient.invalidateQueries({ queryKey });
  // the map may be coloured by a soil parameter of the season's year (decision 044)
  const soilParams = useAgroParams(year.year);
  return (
    <FieldMapPanel
      soilParams={soilParams.data}
      fieldId={field.field_id}
      yearId={year.id}
      title={t('fieldMap.title', { name: field.field_name, year: year.year })}
      empty={
        <PlotsEmpty specId={specId} field={field} year={year} onYearsChanged={onYearsChanged}>
          {emptyActions}
        </PlotsEmpty>
      }
      renderPlotCard={(cell, onClose) => (
        <PlotCardOfSeason yearId={year.id} plot={cell} onClose={onClose} />
      )}
      renderAddPlot={(place, onClose) => (
        <AddPlotAtPlaceModal
          place={place}
          specId={specId}
          field={field}
          year={year}
          onClose={onClose}
          onCreated={() => refresh(FIELD_MAP_QUERY_KEY)}
        />
      )}
      renderSelectionActions={(plotIds, onDone, plotNames) => (
        <PlotIdActions
          plotIds={[...plotIds]}
          plotNames={plotNames}
          specId={specId}
          field={field}
          year={year}
          onDone={onDone}
          onDeleted={() => refresh(FIELD_MAP_QUERY_KEY)}
          onYearsChanged={onYearsChanged}
          onClear={onDone}
          testId="map-selection"
          className="pl-map-selection"
        >
          <SendToWarehouseButton
            specId={specId}
            yearId={year.id}
            plotIds={[...plotIds]}
            onSent={onDone}
          />
        </PlotIdActions>
      )}
      onLayoutChanged={() => {
        refresh(PLOTS_QUERY_KEY);
        // a new width is the nursery's width too (decision 030): the header shows it
        refresh(FIELDS_QUERY_KEY);
      }}
    />
  );
}

/**
 * / and /fields: the field map of the chosen nursery and season (`?fieldId&yearId`, shared
 * with the plot table), laid out as the plots lie in the field.
 */
export function FieldMapRoute() {
  const { t } = useTranslation();
  return (
    <FieldsSeasonPage
      title={t('nav.fieldMap')}
      renderSeason={(view) => <FieldMapSeason key={view.year.id} {...view} />}
    />
  );
}
