import type { MapPlotMove } from '@plotline/contract/field-maps-grid';
import type { MapGrid } from './draw-map.ts';
import type { CellRange } from './map-viewport.ts';

/** The plots standing in a range of places, row by row. */
export function plotsInRange(grid: MapGrid, range: CellRange): number[] {
  const ids: number[] = [];
  for (let row = range.row0; row <= range.row1; row += 1) {
    const cells = grid[row] ?? [];
    for (let column = range.column0; column <= range.column1; column += 1) {
      const cell = cells[column];
      if (cell) ids.push(cell.plot_id);
    }
  }
  return ids;
}

/**
 * The `move_plots/` body for shifting plots by whole places, or null when a plot would leave
 * the map's width or go above its first row (the server checks the rest: a place taken by a
 * plot that stays refuses the whole move).
 */
export function shiftMoves(
  grid: MapGrid,
  plotIds: ReadonlySet<number>,
  rows: number,
  columns: number,
  width: number,
): MapPlotMove[] | null {
  if (rows === 0 && columns === 0) return null;
  const moves: MapPlotMove[] = [];
  for (const [row, cells] of grid.entries()) {
    for (const [column, cell] of cells.entries()) {
      if (!cell || !plotIds.has(cell.plot_id)) continue;
      const target = { plot_id: cell.plot_id, row: row + rows, column: column + columns };
      if (target.row < 0 || target.column < 0 || target.column >= width) return null;
      moves.push(target);
    }
  }
  return moves.length > 0 ? moves : null;
}

/** How a selection gesture changes the selection: replace it, toggle ids, or add ids. */
export type SelectMode = 'replace' | 'toggle' | 'add';

/** The selection after a gesture of the map. */
export function nextSelection(
  current: ReadonlySet<number>,
  plotIds: number[],
  mode: SelectMode,
): Set<number> {
  if (mode === 'replace') return new Set(plotIds);
  const next = new Set(current);
  for (const id of plotIds) {
    if (mode === 'toggle' && next.has(id)) next.delete(id);
    else next.add(id);
  }
  return next;
}
