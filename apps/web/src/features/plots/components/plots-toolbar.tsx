import type { Field, FieldYearRef } from '@plotline/contract/fields';
import { Input } from 'antd';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { usePlotsPanel } from '../hooks/use-plots-panel.ts';
import { AddPlotButton } from './add-plot-button.tsx';
import { ColumnsSettingsButton } from './columns-settings-button.tsx';
import { PlotActions } from './plot-actions.tsx';

type PlotsToolbarProps = {
  panel: ReturnType<typeof usePlotsPanel>;
  specId: number;
  field: Field;
  year: FieldYearRef;
  onYearsChanged: () => void;
  renderSelectionActions?: (plotIds: readonly number[], onDone: () => void) => ReactNode;
};

/** Above the plot table: add a plot, search, count, actions on the selection, columns. */
export function PlotsToolbar({
  panel,
  specId,
  field,
  year,
  onYearsChanged,
  renderSelectionActions,
}: PlotsToolbarProps) {
  const { t } = useTranslation();
  return (
    <div className="pl-plots-toolbar">
      <AddPlotButton specId={specId} field={field} year={year} onYearsChanged={onYearsChanged} />
      <Input.Search
        data-testid="plot-search"
        className="pl-plot-search"
        allowClear
        aria-label={t('plots.search')}
        placeholder={t('plots.search')}
        value={panel.searchText}
        onChange={(event) => panel.setSearchText(event.target.value)}
      />
      {panel.shownTotal !== null && (
        <span className="pl-plots-count" data-testid="plot-count" aria-live="polite">
          {t('plots.count', { count: panel.shownTotal })}
        </span>
      )}
      <PlotActions
        selected={panel.selected}
        specId={specId}
        field={field}
        year={year}
        onDone={panel.clearSelection}
        onYearsChanged={onYearsChanged}
        renderSelectionActions={renderSelectionActions}
      />
      <ColumnsSettingsButton
        yearId={year.id}
        all={panel.characteristics.all}
        displayed={panel.characteristics.displayed}
      />
    </div>
  );
}
