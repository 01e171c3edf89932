import type { Field, FieldYearRef } from '@plotline/contract/fields';
import { useQueryClient } from '@tanstack/react-query';
import { Button } from 'antd';
import { type ReactNode, useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import { EmptyState } from '#src/components/ui/empty-state.tsx';
import { PageSkeleton } from '#src/components/ui/page-skeleton.tsx';
import { usePageTitle } from '#src/components/ui/use-page-title.ts';
import { FIELD_MAP_QUERY_KEY } from '#src/features/field-map/api/field-map-query-key.ts';
import { FIELDS_QUERY_KEY } from '#src/features/fields/api/list-fields.ts';
import { FieldsEmpty } from '#src/features/fields/components/fields-empty.tsx';
import { FieldsToolbar } from '#src/features/fields/components/fields-toolbar.tsx';
import { NurseryPlaceSlot } from '#src/features/fields/components/nursery-place-slot.ts';
import { UploadMenu } from '#src/features/fields/components/upload-menu.tsx';
import { useFieldSelection } from '#src/features/fields/hooks/use-field-selection.ts';
import { useImportRefresh } from '#src/features/fields/hooks/use-import-refresh.ts';
import { PLOTS_QUERY_KEY } from '#src/features/plots/api/list-combined-plots.ts';
import { NurseryPlaceFields } from '#src/features/regions/components/nursery-place-fields.tsx';
import { PlotCardTabs } from './plot-card-tabs.tsx';

/** Plot tables and field maps reload after an import. */
const IMPORTED_KEYS = [PLOTS_QUERY_KEY, FIELD_MAP_QUERY_KEY];

/** The nursery form picks the region and subregion from the user's country's regions. */
const NURSERY_PLACE_FIELDS = <NurseryPlaceFields />;

/** What a Fields page shows for the chosen season. */
export type SeasonView = {
  specId: number;
  field: Field;
  year: FieldYearRef;
  /** Reload the nursery lists (a move to another year may have added one). */
  onYearsChanged: () => void;
  /** Upload menu for an empty season. */
  emptyActions: ReactNode;
};

type FieldsSeasonPageProps = {
  title: string;
  /** The season's view (keyed by the season by the caller, so it resets between seasons). */
  renderSeason: (view: SeasonView) => ReactNode;
};

/**
 * A Fields page over one season (the plot table, the field map): the nursery and season come
 * from `?fieldId&yearId`, the crop from the session; the toolbar chooses them, and the body
 * shows loading, failure, the "no plots" start or the season's view.
 */
export function FieldsSeasonPage({ title, renderSeason }: FieldsSeasonPageProps) {
  const { t } = useTranslation();
  usePageTitle(title);
  const queryClient = useQueryClient();
  const selection = useFieldSelection();
  const handleImported = useImportRefresh(selection, IMPORTED_KEYS);
  const refreshYears = useCallback(
    () => void queryClient.invalidateQueries({ queryKey: FIELDS_QUERY_KEY }),
    [queryClient],
  );
  const { specId, field, year } = selection;

  function renderBody() {
    if (selection.isError) {
      return (
        <EmptyState title={t('fields.errors.loadFields')}>
          <Button onClick={() => window.location.reload()}>{t('common.reload')}</Button>
        </EmptyState>
      );
    }
    if (selection.isLoading || specId === null) return <PageSkeleton rows={10} />;
    if (!field || !year) return <FieldsEmpty selection={selection} onImported={handleImported} />;
    return renderSeason({
      specId,
      field,
      year,
      onYearsChanged: refreshYears,
      emptyActions: (
        <UploadMenu specId={specId} onImported={handleImported} testId="empty-upload-menu" />
      ),
    });
  }

  return (
    <NurseryPlaceSlot value={NURSERY_PLACE_FIELDS}>
      <PlotCardTabs>
        <div className="pl-fields-page">
          <h1 className="pl-visually-hidden">{title}</h1>
          <FieldsToolbar selection={selection} onImported={handleImported} />
          {renderBody()}
        </div>
      </PlotCardTabs>
    </NurseryPlaceSlot>
  );
}
