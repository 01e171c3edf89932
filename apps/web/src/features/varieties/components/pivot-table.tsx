import type { PivotColumn, PivotRow } from '@plotline/contract/lines';
import type { IDatasource } from 'ag-grid-community';
import { AgGridReact } from 'ag-grid-react';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { getGridLocale } from '#src/lib/grid-locale.ts';
import { useSessionStore } from '#src/stores/session-store.ts';
import { PIVOT_PAGE_SIZE } from '../api/varieties-api.ts';
import {
  PIVOT_DEFAULT_COL_DEF,
  PIVOT_GRID_MODULES,
  PIVOT_GRID_THEME,
  PIVOT_ROW_SELECTION,
  PIVOT_SELECTION_COLUMN,
} from '../utils/grid-setup.ts';
import { buildPivotColumns } from '../utils/pivot-columns.ts';
import { LineNameCell, type PivotGridContext } from './line-name-cell.tsx';
import { PivotColumnFilter } from './pivot-filter.tsx';

type PivotTableProps = {
  columns: readonly PivotColumn[];
  datasource: IDatasource;
  onSelectionChange: (rows: PivotRow[]) => void;
  onOpenLine: (lineId: number) => void;
};

const getRowId = ({ data }: { data: PivotRow }) => String(data.line_id);

/**
 * The summary table: ag-grid's infinite row model, one block per server page; the server
 * sorts and filters. Pinned line names, feature groups of years or regions.
 */
export function PivotTable({
  columns,
  datasource,
  onSelectionChange,
  onOpenLine,
}: PivotTableProps) {
  const { t } = useTranslation();
  const language = useSessionStore((state) => state.language);
  const columnDefs = useMemo(
    () =>
      buildPivotColumns({
        t,
        language,
        columns,
        filter: PivotColumnFilter as never,
        nameCell: LineNameCell as never,
      }),
    [t, language, columns],
  );
  const context = useMemo<PivotGridContext>(() => ({ openLine: onOpenLine }), [onOpenLine]);
  return (
    <div className="pl-pivot-table" data-testid="pivot-table">
      <AgGridReact<PivotRow>
        key={language}
        modules={PIVOT_GRID_MODULES}
        theme={PIVOT_GRID_THEME}
        localeText={getGridLocale(language)}
        rowModelType="infinite"
        datasource={datasource}
        cacheBlockSize={PIVOT_PAGE_SIZE}
        maxBlocksInCache={40}
        getRowId={getRowId}
        columnDefs={columnDefs}
        defaultColDef={PIVOT_DEFAULT_COL_DEF}
        rowSelection={PIVOT_ROW_SELECTION}
        selectionColumnDef={PIVOT_SELECTION_COLUMN}
        onSelectionChanged={(event) => onSelectionChange(event.api.getSelectedRows())}
        context={context}
        tooltipShowDelay={300}
      />
    </div>
  );
}
