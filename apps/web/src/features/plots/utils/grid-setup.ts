import type { CombinedPlot } from '@plotline/contract/plots';
import {
  CellStyleModule,
  type ColDef,
  CustomFilterModule,
  DateEditorModule,
  InfiniteRowModelModule,
  LocaleModule,
  type Module,
  RowSelectionModule,
  type RowSelectionOptions,
  type SelectionColumnDef,
  TextEditorModule,
  TooltipModule,
  ValidationModule,
} from 'ag-grid-community';
import { appGridTheme } from '#src/lib/grid-theme.ts';

/** Only the grid features the plot table uses (smaller chunk than AllCommunityModule). */
export const GRID_MODULES: Module[] = [
  InfiniteRowModelModule,
  RowSelectionModule,
  TextEditorModule,
  DateEditorModule,
  CustomFilterModule,
  CellStyleModule,
  TooltipModule,
  LocaleModule,
  ...(import.meta.env.DEV ? [ValidationModule] : []),
];

/** The grid in the app's colours and type, 28-pixel rows. */
export const PLOT_GRID_THEME = appGridTheme(28);

/** Spec §2: column widths stay between 80 and 160 pixels. */
export const DEFAULT_COL_DEF: ColDef<CombinedPlot> = {
  width: 120,
  minWidth: 80,
  maxWidth: 160,
  resizable: true,
  sortable: false,
  suppressHeaderMenuButton: true,
  wrapHeaderText: true,
  autoHeaderHeight: true,
};

export const ROW_SELECTION: RowSelectionOptions<CombinedPlot> = {
  mode: 'multiRow',
  checkboxes: true,
  headerCheckbox: false,
  enableClickSelection: false,
};

export const SELECTION_COLUMN: SelectionColumnDef = {
  pinned: 'left',
  width: 44,
  minWidth: 44,
  maxWidth: 44,
  resizable: false,
};

/** Blocks kept in memory: 40 × 250 rows; farther ones load again when scrolled back to. */
export const MAX_BLOCKS_IN_CACHE = 40;
