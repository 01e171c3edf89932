import type { PlotFilesSummary } from '@plotline/contract/genome-files-summary';
import type { CombinedPlots } from '@plotline/contract/plots';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { ChecklistFilter } from '../components/checklist-filter.tsx';
import { PlotFilesCell } from '../components/plot-files-cell.tsx';
import { PlotNameCell } from '../components/plot-name-cell.tsx';
import { VarietyCell } from '../components/variety-cell.tsx';
import type { Characteristics, FeatureKind } from '../utils/characteristics.ts';
import { readOpenGroups } from '../utils/column-group-state.ts';
import type { CharacteristicKind } from '../utils/column-keys.ts';
import { buildPlotColumns } from '../utils/plot-column-defs.ts';

/** What the columns are built from. */
export type ColumnSource = {
  all: Characteristics;
  displayed: Record<CharacteristicKind, string[]>;
  featureKinds: Record<string, FeatureKind>;
  uniqueValues: CombinedPlots['unique_values'];
  /** The season's plots with sequencing files (the Files column shows when there are any). */
  filesByPlot?: ReadonlyMap<number, PlotFilesSummary>;
};

/** The grid's column definitions, rebuilt when the characteristics or the language change. */
export function usePlotColumnDefs({
  all,
  displayed,
  featureKinds,
  uniqueValues,
  filesByPlot,
}: ColumnSource) {
  const { t } = useTranslation();
  return useMemo(
    () =>
      buildPlotColumns({
        t,
        displayed,
        all,
        featureKinds,
        uniqueValues,
        filter: ChecklistFilter as never,
        plotNameCell: PlotNameCell as never,
        varietyCell: VarietyCell as never,
        filesCell: PlotFilesCell as never,
        filesByPlot,
        openGroups: readOpenGroups(),
      }),
    [t, displayed, all, featureKinds, uniqueValues, filesByPlot],
  );
}
