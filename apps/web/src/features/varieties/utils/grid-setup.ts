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
  themeQuartz,
  ValidationModule,
} from 'ag-grid-community';

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

/** The grid in the app's colours and type, dense (as the plot table). */
export const PIVOT_GRID_THEME = themeQuartz.withParams({
  accentColor: '#2e7d32',
  fontFamily: 'inherit',
  fontSize: 13,
  headerFontSize: 12,
  headerFontWeight: 600,
  headerBackgroundColor: '#f5f7f4',
  foregroundColor: 'rgba(0, 0, 0, 0.88)',
  borderColor: '#e3e7e1',
  wrapperBorderRadius: 8,
  rowHeight: 30,
  headerHeight: 30,
  spacing: 4,
});

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
