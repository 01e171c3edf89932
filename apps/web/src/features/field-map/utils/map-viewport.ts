/**
 * Geometry of the field-map canvas: the map lives in "world" pixels (one place of the grid is
 * a CELL_WIDTH × CELL_HEIGHT box, GAP apart, row 0 on top) and the viewport maps world to
 * screen as `screen = world × scale + offset`. Pure functions, no DOM.
 */

export const CELL_WIDTH = 88;
export const CELL_HEIGHT = 48;
export const GAP = 4;
const PITCH_X = CELL_WIDTH + GAP;
const PITCH_Y = CELL_HEIGHT + GAP;
/** Zoom limits: from a whole 150 × 150 map on a small screen to a few plots filling it. */
export const MIN_SCALE = 0.02;
export const MAX_SCALE = 6;
const FIT_PADDING = 16;

export type Viewport = { scale: number; x: number; y: number };
export type GridSize = { rows: number; columns: number };
export type ScreenSize = { width: number; height: number };
export type CellRef = { row: number; column: number };
/** An inclusive range of rows and columns. */
export type CellRange = { row0: number; row1: number; column0: number; column1: number };
export type Rect = { x: number; y: number; width: number; height: number };

const clamp = (value: number, low: number, high: number) => Math.min(high, Math.max(low, value));

/** The map's size in world pixels. */
export function worldSize(grid: GridSize): ScreenSize {
  return {
    width: Math.max(0, grid.columns * PITCH_X - GAP),
    height: Math.max(0, grid.rows * PITCH_Y - GAP),
  };
}

/** A small map is enlarged to fill the screen, but no further than this. */
const FIT_MAX_SCALE = 2;

/** The viewport showing the whole map centred in the screen. */
export function fitViewport(grid: GridSize, screen: ScreenSize): Viewport {
  const world = worldSize(grid);
  if (world.width === 0 || world.height === 0) return { scale: 1, x: FIT_PADDING, y: FIT_PADDING };
  const scale = clamp(
    Math.min(
      (screen.width - 2 * FIT_PADDING) / world.width,
      (screen.height - 2 * FIT_PADDING) / world.height,
      FIT_MAX_SCALE,
    ),
    MIN_SCALE,
    MAX_SCALE,
  );
  return {
    scale,
    x: (screen.width - world.width * scale) / 2,
    y: Math.max(FIT_PADDING, (screen.height - world.height * scale) / 2),
  };
}

/** Zooms by `factor` keeping the world point under the screen point (px, py) in place. */
export function zoomAt(view: Viewport, factor: number, px: number, py: number): Viewport {
  const scale = clamp(view.scale * factor, MIN_SCALE, MAX_SCALE);
  const applied = scale / view.scale;
  return { scale, x: px - (px - view.x) * applied, y: py - (py - view.y) * applied };
}

/** Moves the map by (dx, dy) screen pixels. */
export function panBy(view: Viewport, dx: number, dy: number): Viewport {
  return { ...view, x: view.x + dx, y: view.y + dy };
}

/** The screen box of a place of the grid. */
export function cellRect(view: Viewport, cell: CellRef): Rect {
  return {
    x: view.x + cell.column * PITCH_X * view.scale,
    y: view.y + cell.row * PITCH_Y * view.scale,
    width: CELL_WIDTH * view.scale,
    height: CELL_HEIGHT * view.scale,
  };
}

/** The place under a screen point, or null outside the grid or in the gap between places. */
export function cellAt(view: Viewport, grid: GridSize, px: number, py: number): CellRef | null {
  const wx = (px - view.x) / view.scale;
  const wy = (py - view.y) / view.scale;
  const column = Math.floor(wx / PITCH_X);
  const row = Math.floor(wy / PITCH_Y);
  if (row < 0 || column < 0 || row >= grid.rows || column >= grid.columns) return null;
  if (wx - column * PITCH_X > CELL_WIDTH || wy - row * PITCH_Y > CELL_HEIGHT) return null;
  return { row, column };
}

/**
 * The places a screen rectangle touches (any corner order), clipped to the grid; null when
 * it misses the grid entirely.
 */
export function rangeInRect(view: Viewport, grid: GridSize, rect: Rect): CellRange | null {
  const left = (Math.min(rect.x, rect.x + rect.width) - view.x) / view.scale;
  const right = (Math.max(rect.x, rect.x + rect.width) - view.x) / view.scale;
  const top = (Math.min(rect.y, rect.y + rect.height) - view.y) / view.scale;
  const bottom = (Math.max(rect.y, rect.y + rect.height) - view.y) / view.scale;
  const range = {
    column0: Math.max(0, Math.floor(left / PITCH_X)),
    column1: Math.min(grid.columns - 1, Math.floor(right / PITCH_X)),
    row0: Math.max(0, Math.floor(top / PITCH_Y)),
    row1: Math.min(grid.rows - 1, Math.floor(bottom / PITCH_Y)),
  };
  return range.row0 > range.row1 || range.column0 > range.column1 ? null : range;
}

/** The places visible on the screen (what a frame has to draw). */
export function visibleRange(view: Viewport, grid: GridSize, screen: ScreenSize): CellRange | null {
  return rangeInRect(view, grid, { x: 0, y: 0, ...screen });
}
