import type { FieldMapCell } from '@plotline/contract/field-maps-grid';

/**
 * Positions and places of the field map (decision 018): position p (1-based) stands in row
 * ⌊(p − 1)/width⌋, column (p − 1) mod width, both 0-based. The SQL of re-flow, rotation and
 * moves writes the same arithmetic in bulk; these functions are its reference.
 */

/** Rows a new plot or a move may reach below the last row (more when more plots move). */
export const MAP_GROWTH_ROWS = 50;

/** The place of a position in rows of `width`. */
export function placeOf(position: number, width: number): { row: number; column: number } {
  return { row: Math.floor((position - 1) / width), column: (position - 1) % width };
}

/** The position of a place in rows of `width`. */
export function positionOf(row: number, column: number, width: number): number {
  return row * width + column + 1;
}

/** Rows of a grid whose last position is `lastPosition` (0 when it has no plots). */
export function rowsOf(lastPosition: number, width: number): number {
  return Math.ceil(lastPosition / width);
}

/**
 * Where a quarter turn sends a position of an R-row grid of `width` columns: clockwise
 * (r, c) → (c, R − 1 − r), counter-clockwise (r, c) → (width − 1 − c, r); the new width is
 * R (at least 2, the smallest map).
 */
export function rotatedPosition(
  position: number,
  grid: { width: number; rows: number },
  direction: 'clockwise' | 'counterclockwise',
): number {
  const { row, column } = placeOf(position, grid.width);
  const newWidth = rotatedWidth(grid.rows);
  return direction === 'clockwise'
    ? positionOf(column, grid.rows - 1 - row, newWidth)
    : positionOf(grid.width - 1 - column, row, newWidth);
}

/** The width after a quarter turn of an R-row grid. */
export function rotatedWidth(rows: number): number {
  return Math.max(rows, 2);
}

/**
 * The map's rows: every row `width` places long, empty places null. Plots come ordered by
 * (position, id); when two share a position (an old race), the first keeps the place and
 * the others follow the last plot, so no plot is ever hidden. Cells carry only the four
 * keys of api-contract §7.
 */
export function buildGrid(
  plots: readonly (FieldMapCell & { position: number })[],
  width: number,
): (FieldMapCell | null)[][] {
  const placed = new Map<number, FieldMapCell>();
  const strays: FieldMapCell[] = [];
  let last = 0;
  for (const { position, plot_id, plot_name, plot_label, line_name } of plots) {
    const cell = { plot_id, plot_name, plot_label, line_name };
    if (placed.has(position)) strays.push(cell);
    else placed.set(position, cell);
    last = Math.max(last, position);
  }
  for (const cell of strays) placed.set(++last, cell);
  const rows = rowsOf(last, width);
  const grid: (FieldMapCell | null)[][] = [];
  for (let row = 0; row < rows; row++) {
    const cells: (FieldMapCell | null)[] = new Array(width);
    for (let column = 0; column < width; column++) {
      cells[column] = placed.get(positionOf(row, column, width)) ?? null;
    }
    grid.push(cells);
  }
  return grid;
}
