import { describe, expect, it } from 'vitest';
import {
  CELL_HEIGHT,
  CELL_WIDTH,
  cellAt,
  cellRect,
  fitViewport,
  GAP,
  MAX_SCALE,
  MIN_SCALE,
  panBy,
  rangeInRect,
  visibleRange,
  worldSize,
  zoomAt,
} from './map-viewport.ts';

const GRID = { rows: 4, columns: 5 };
const SCREEN = { width: 1000, height: 600 };

describe('the field-map viewport', () => {
  it('measures the map: places and the gaps between them, none after the last', () => {
    expect(worldSize(GRID)).toEqual({
      width: 5 * CELL_WIDTH + 4 * GAP,
      height: 4 * CELL_HEIGHT + 3 * GAP,
    });
    expect(worldSize({ rows: 0, columns: 20 })).toEqual({
      width: 20 * (CELL_WIDTH + GAP) - GAP,
      height: 0,
    });
  });

  it('fits the whole map inside the screen, centred, enlarging a small one at most twice', () => {
    const small = fitViewport(GRID, SCREEN);
    expect(small.scale).toBe(2);
    const world = worldSize(GRID);
    expect(small.x).toBeCloseTo((SCREEN.width - world.width * 2) / 2);
    const big = fitViewport({ rows: 100, columns: 100 }, SCREEN);
    const bigWorld = worldSize({ rows: 100, columns: 100 });
    expect(bigWorld.width * big.scale).toBeLessThanOrEqual(SCREEN.width);
    expect(bigWorld.height * big.scale).toBeLessThanOrEqual(SCREEN.height);
    expect(big.scale).toBeGreaterThanOrEqual(MIN_SCALE);
  });

  it('zooms around the pointer: the world point under it stays under it', () => {
    const view = { scale: 1, x: 40, y: 30 };
    const point = { x: 300, y: 200 };
    const worldX = (point.x - view.x) / view.scale;
    const zoomed = zoomAt(view, 1.7, point.x, point.y);
    expect(zoomed.x + worldX * zoomed.scale).toBeCloseTo(point.x);
    expect(zoomAt(view, 1e9, 0, 0).scale).toBe(MAX_SCALE);
    expect(zoomAt(view, 1e-9, 0, 0).scale).toBe(MIN_SCALE);
  });

  it('finds the place under a point, and nothing in the gaps or outside the grid', () => {
    const view = panBy({ scale: 2, x: 0, y: 0 }, 10, 20);
    const box = cellRect(view, { row: 2, column: 3 });
    expect(cellAt(view, GRID, box.x + 1, box.y + 1)).toEqual({ row: 2, column: 3 });
    expect(cellAt(view, GRID, box.x + box.width - 1, box.y + box.height - 1)).toEqual({
      row: 2,
      column: 3,
    });
    expect(cellAt(view, GRID, box.x + box.width + GAP, box.y + 1)).toBeNull();
    expect(cellAt(view, GRID, 5, 5)).toBeNull();
    expect(cellAt(view, GRID, 10_000, 10_000)).toBeNull();
  });

  it('turns a rectangle drawn in any direction into the places it touches, clipped', () => {
    const view = { scale: 1, x: 0, y: 0 };
    const from = cellRect(view, { row: 1, column: 1 });
    const to = cellRect(view, { row: 2, column: 3 });
    const rect = { x: to.x + 5, y: to.y + 5, width: from.x - to.x, height: from.y - to.y };
    expect(rangeInRect(view, GRID, rect)).toEqual({ row0: 1, row1: 2, column0: 1, column1: 3 });
    expect(rangeInRect(view, GRID, { x: -100, y: -100, width: 10_000, height: 10_000 })).toEqual({
      row0: 0,
      row1: 3,
      column0: 0,
      column1: 4,
    });
    expect(rangeInRect(view, GRID, { x: -100, y: -100, width: 50, height: 50 })).toBeNull();
  });

  it('draws only the visible places of a large map', () => {
    const range = visibleRange({ scale: 1, x: 0, y: 0 }, { rows: 150, columns: 150 }, SCREEN);
    expect(range).toEqual({
      row0: 0,
      row1: Math.floor(SCREEN.height / (CELL_HEIGHT + GAP)),
      column0: 0,
      column1: Math.floor(SCREEN.width / (CELL_WIDTH + GAP)),
    });
  });
});
