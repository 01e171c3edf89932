import type { Field, FieldYearRef } from '@plotline/contract/fields';
import type { CombinedPlot } from '@plotline/contract/plots';
import { useQuery } from '@tanstack/react-query';
import { Button } from 'antd';
import { lazy, type ReactNode, Suspense, useCallback, useEffect, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { EmptyState } from '#src/components/ui/empty-state.tsx';
import { PageSkeleton } from '#src/components/ui/page-skeleton.tsx';
import { plotFilesSummaryQueryOptions } from '../api/list-plot-files-summary.ts';
import { usePlotsPanel } from '../hooks/use-plots-panel.ts';
import { PlotCardDrawer } from './plot-card-drawer.tsx';
import { PlotsEmpty } from './plots-empty.tsx';
import { PlotsToolbar } from './plots-toolbar.tsx';
import './plots.css';

/** ag-grid is the page's largest part: its own chunk, loaded while the overview page loads. */
const loadPlotTable = () => import('./plot-table.tsx');
const PlotTable = lazy(() => loadPlotTable().then((m) => ({ default: m.PlotTable })));

type PlotsPanelProps = {
  specId: number;
  field: Field;
  year: FieldYearRef;
  /** Buttons of other features for the empty state (uploads). */
  emptyActions?: ReactNode;
  /** Plots went into another year (maybe a new one): the nursery lists must reload. */
  onYearsChanged: () => void;
  /** Actions of other features on the selected plots (send to the warehouse). */
  renderSelectionActions?: (plotIds: readonly number[], onDone: () => void) => ReactNode;
};

/** The phenotypes page body: the season's plot table with its toolbar and the plot card. */
export function PlotsPanel({
  specId,
  field,
  year,
  emptyActions,
  onYearsChanged,
  renderSelectionActions,
}: PlotsPanelProps) {
  const { t } = useTranslation();
  const panel = usePlotsPanel(year.id);
  const filesSummary = useQuery(plotFilesSummaryQueryOptions(year.id));
  const filesByPlot = useMemo(
    () => new Map(filesSummary.data?.map((plot) => [plot.plot_id, plot])),
    [filesSummary.data],
  );
  const [cardTab, setCardTab] = useState<string | undefined>();
  const { setCardPlot } = panel;
  const openCard = useCallback(
    (plot: CombinedPlot, tab?: string) => {
      setCardTab(tab);
      setCardPlot(plot);
    },
    [setCardPlot],
  );
  useEffect(() => {
    void loadPlotTable();
  }, []);
  const overview = panel.overview.data;
  const isEmpty = overview?.meta.total_items === 0 && !panel.isSearching;
  return (
    <section className="pl-plots-panel">
      <PlotsToolbar
        panel={panel}
        specId={specId}
        field={field}
        year={year}
        onYearsChanged={onYearsChanged}
        renderSelectionActions={renderSelectionActions}
      />
      {panel.overview.isPending && <PageSkeleton rows={8} />}
      {panel.overview.isError && (
        <EmptyState title={t('plots.errors.load')}>
          <Button onClick={() => window.location.reload()}>{t('common.reload')}</Button>
        </EmptyState>
      )}
      {isEmpty && (
        <PlotsEmpty specId={specId} field={field} year={year} onYearsChanged={onYearsChanged}>
          {emptyActions}
        </PlotsEmpty>
      )}
      {overview && !isEmpty && (
        <Suspense fallback={<PageSkeleton rows={8} />}>
          <PlotTable
            columns={{
              all: panel.characteristics.all,
              displayed: panel.characteristics.displayed,
              featureKinds: panel.characteristics.featureKinds,
              uniqueValues: overview.unique_values,
              filesByPlot,
            }}
            datasource={panel.datasource}
            onCellEditRequest={panel.handleCellEdit}
            onSelectionChange={panel.setSelected}
            onOpenCard={openCard}
            onReady={panel.setGridApi}
          />
        </Suspense>
      )}
      <PlotCardDrawer
        plot={panel.cardPlot}
        initialTab={cardTab}
        onClose={() => panel.setCardPlot(null)}
      />
    </section>
  );
}
