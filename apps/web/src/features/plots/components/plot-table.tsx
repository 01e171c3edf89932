import type { CombinedPlot } from '@plotline/contract/plots';
import type { CellEditRequestEvent, GridApi, IDatasource } from 'ag-grid-community';
import { AgGridReact } from 'ag-grid-react';
import { useMemo } from 'react';
import { getGridLocale } from '#src/lib/grid-locale.ts';
import { useSessionStore } from '#src/stores/session-store.ts';
import { PLOT_PAGE_SIZE } from '../api/list-combined-plots.ts';
import { type ColumnSource, usePlotColumnDefs } from '../hooks/use-plot-column-defs.ts';
import { saveOpenGroup } from '../utils/column-group-state.ts';
import {
  DEFAULT_COL_DEF,
  GRID_MODULES,
  MAX_BLOCKS_IN_CACHE,
  PLOT_GRID_THEME,
  ROW_SELECTION,
  SELECTION_COLUMN,
} from '../utils/grid-setup.ts';
import type { PlotGridContext } from './plot-name-cell.tsx';

type PlotTableProps = {
  columns: ColumnSource;
  datasource: IDatasource;
  onCellEditRequest: (event: CellEditRequestEvent<CombinedPlot>) => void;
  onSelectionChange: (plots: CombinedPlot[]) => void;
  onOpenCard: (plot: CombinedPlot, tab?: string) => void;
  onReady: (api: GridApi<CombinedPlot>) => void;
};

const getRowId = ({ data }: { data: CombinedPlot }) => String(data.plot_id);

/**
 * The plot table: ag-grid's infinite row model, one 250-row block per server page, rows and
 * columns virtualised, so a season of 100,000 plots scrolls smoothly. Compact rows; the
 * general column groups collapse and remember it in this browser.
 */
export function PlotTable({
  columns,
  datasource,
  onCellEditRequest,
  onSelectionChange,
  onOpenCard,
  onReady,
}: PlotTableProps) {
  const language = useSessionStore((state) => state.language);
  const columnDefs = usePlotColumnDefs(columns);
  const context = useMemo<PlotGridContext>(() => ({ openCard: onOpenCard }), [onOpenCard]);
  return (
    <div className="pl-plot-table" data-testid="plot-table">
      <AgGridReact<CombinedPlot>
        // localeText is read once: another language builds a new grid.
        key={language}
        modules={GRID_MODULES}
        theme={PLOT_GRID_THEME}
        localeText={getGridLocale(language)}
        rowModelType="infinite"
        datasource={datasource}
        cacheBlockSize={PLOT_PAGE_SIZE}
        maxBlocksInCache={MAX_BLOCKS_IN_CACHE}
        getRowId={getRowId}
        columnDefs={columnDefs}
        defaultColDef={DEFAULT_COL_DEF}
        rowSelection={ROW_SELECTION}
        selectionColumnDef={SELECTION_COLUMN}
        readOnlyEdit
        onCellEditRequest={onCellEditRequest}
        stopEditingWhenCellsLoseFocus
        onSelectionChanged={(event) => onSelectionChange(event.api.getSelectedRows())}
        context={context}
        tooltipShowDelay={400}
        maintainColumnOrder
        onColumnGroupOpened={(event) => {
          for (const group of event.columnGroups) {
            saveOpenGroup(group.getGroupId(), group.isExpanded());
          }
        }}
        onGridReady={(event) => onReady(event.api)}
      />
    </div>
  );
}
