import type { PivotRow } from '@plotline/contract/lines';
import {
  CellStyleModule,
  type ColDef,
  CustomFilterModule,
  InfiniteRowModelModule,
  LocaleModule,
  type Module,
  RowSelectionModule,
  type RowSelectionOptions,
  type SelectionColumnDef,
  TooltipModule,
  ValidationModule,
} from 'ag-grid-community';
import { appGridTheme } from '#src/lib/grid-theme.ts';

/** Only the grid features the summary table uses. */
export const PIVOT_GRID_MODULES: Module[] = [
  InfiniteRowModelModule,
  RowSelectionModule,
  CustomFilterModule,
  CellStyleModule,
  TooltipModule,
  LocaleModule,
  ...(import.meta.env.DEV ? [ValidationModule] : []),
];

/** The grid in the app's colours and type, 30-pixel rows. */
export const PIVOT_GRID_THEME = appGridTheme(30);

/** Spec §2: column widths stay between 80 and 160 pixels (the name column is wider). */
export const PIVOT_DEFAULT_COL_DEF: ColDef<PivotRow> = {
  width: 100,
  minWidth: 80,
  maxWidth: 160,
  resizable: true,
  sortable: false,
  suppressHeaderMenuButton: true,
  wrapHeaderText: true,
  autoHeaderHeight: true,
};

export const PIVOT_ROW_SELECTION: RowSelectionOptions<PivotRow> = {
  mode: 'multiRow',
  checkboxes: true,
  headerCheckbox: false,
  enableClickSelection: false,
};

export const PIVOT_SELECTION_COLUMN: SelectionColumnDef = {
  pinned: 'left',
  width: 44,
  minWidth: 44,
  maxWidth: 44,
  resizable: false,
};
