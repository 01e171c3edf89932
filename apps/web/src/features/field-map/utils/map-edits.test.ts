import type { FieldMapCell } from '@plotline/contract/field-maps-grid';
import { describe, expect, it } from 'vitest';
import { nextSelection, plotsInRange, shiftMoves } from './map-edits.ts';

const plot = (id: number): FieldMapCell => ({
  plot_id: id,
  plot_name: `P-${id}/1`,
  plot_label: null,
  line_name: `L${id}`,
});
/** 2 rows × 3 places: 1 2 3 / 4 _ 6. */
const GRID = [
  [plot(1), plot(2), plot(3)],
  [plot(4), null, plot(6)],
];

describe('editing the map', () => {
  it('lists the plots of a range of places, row by row, skipping empty places', () => {
    expect(plotsInRange(GRID, { row0: 0, row1: 1, column0: 1, column1: 2 })).toEqual([2, 3, 6]);
  });

  it('shifts plots by whole places, refusing to leave the width or go above the first row', () => {
    expect(shiftMoves(GRID, new Set([1, 4]), 0, 1, 3)).toEqual([
      { plot_id: 1, row: 0, column: 1 },
      { plot_id: 4, row: 1, column: 1 },
    ]);
    expect(shiftMoves(GRID, new Set([6]), 1, 0, 3)).toEqual([{ plot_id: 6, row: 2, column: 2 }]);
    expect(shiftMoves(GRID, new Set([3]), 0, 1, 3)).toBeNull();
    expect(shiftMoves(GRID, new Set([1]), -1, 0, 3)).toBeNull();
    expect(shiftMoves(GRID, new Set([1]), 0, 0, 3)).toBeNull();
    expect(shiftMoves(GRID, new Set([99]), 0, 1, 3)).toBeNull();
  });

  it('replaces, toggles or adds to the selection', () => {
    const current = new Set([1, 2]);
    expect([...nextSelection(current, [3], 'replace')]).toEqual([3]);
    expect([...nextSelection(current, [2, 3], 'toggle')].sort()).toEqual([1, 3]);
    expect([...nextSelection(current, [2, 3], 'add')].sort()).toEqual([1, 2, 3]);
    expect([...current]).toEqual([1, 2]);
  });
});
