import { themeQuartz } from 'ag-grid-community';

/**
 * The data grids (plot table, varieties summary) in the app's colours and type, dense:
 * compact rows of `rowHeight` pixels and 30-pixel headers.
 */
export function appGridTheme(rowHeight: number) {
  return themeQuartz.withParams({
    accentColor: '#2e7d32',
    fontFamily: 'inherit',
    fontSize: 13,
    headerFontSize: 12,
    headerFontWeight: 600,
    headerBackgroundColor: '#f5f7f4',
    foregroundColor: 'rgba(0, 0, 0, 0.88)',
    borderColor: '#e3e7e1',
    wrapperBorderRadius: 8,
    rowHeight,
    headerHeight: 30,
    spacing: 4,
  });
}
