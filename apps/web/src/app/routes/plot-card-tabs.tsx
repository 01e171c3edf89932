import { useQueryClient } from '@tanstack/react-query';
import { type ReactNode, useCallback, useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { GenomeFilesTab } from '#src/features/genome-files/components/genome-files-tab.tsx';
import { PLOTS_QUERY_KEY } from '#src/features/plots/api/list-combined-plots.ts';
import { PLOT_FILES_SUMMARY_KEY } from '#src/features/plots/api/list-plot-files-summary.ts';
import {
  FILES_TAB_KEY,
  type PlotCardTab,
  PlotCardTabsSlot,
} from '#src/features/plots/components/plot-card-tabs-slot.ts';

/**
 * Gives the Fields pages' plot cards the tabs of other features: the plot's sequencing files,
 * whose processing or deletion reloads the plots (their genotypes from reads changed), and
 * whose every change reloads the table's Files column.
 */
export function PlotCardTabs({ children }: { children: ReactNode }) {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const refreshPlots = useCallback(
    () => void queryClient.invalidateQueries({ queryKey: PLOTS_QUERY_KEY }),
    [queryClient],
  );
  const refreshSummary = useCallback(
    () => void queryClient.invalidateQueries({ queryKey: PLOT_FILES_SUMMARY_KEY }),
    [queryClient],
  );
  const tabs = useMemo<PlotCardTab[]>(
    () => [
      {
        key: FILES_TAB_KEY,
        label: t('genomeFiles.tab'),
        render: (plot) => (
          <GenomeFilesTab
            plotId={plot.plot_id}
            onGenotypesChanged={refreshPlots}
            onFilesChanged={refreshSummary}
          />
        ),
      },
    ],
    [t, refreshPlots, refreshSummary],
  );
  return <PlotCardTabsSlot value={tabs}>{children}</PlotCardTabsSlot>;
}
