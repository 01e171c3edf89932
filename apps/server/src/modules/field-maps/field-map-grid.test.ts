import { describe, expect, it } from 'vitest';
import {
  buildGrid,
  placeOf,
  positionOf,
  rotatedPosition,
  rotatedWidth,
  rowsOf,
} from './field-map-grid.ts';

type Grid = { width: number; positions: number[] };

/** One quarter turn of every position, as rotate/ does it in SQL. */
function turn(grid: Grid, direction: 'clockwise' | 'counterclockwise'): Grid {
  const rows = rowsOf(Math.max(...grid.positions), grid.width);
  return {
    width: rotatedWidth(rows),
    positions: grid.positions.map((p) =>
      rotatedPosition(p, { width: grid.width, rows }, direction),
    ),
  };
}

const cell = (id: number) => ({
  plot_id: id,
  plot_name: `P${id}`,
  plot_label: null,
  line_name: 'L',
});

describe('places and positions', () => {
  it('cuts positions into rows of the width, 0-based, left to right', () => {
    expect(placeOf(1, 3)).toEqual({ row: 0, column: 0 });
    expect(placeOf(3, 3)).toEqual({ row: 0, column: 2 });
    expect(placeOf(4, 3)).toEqual({ row: 1, column: 0 });
    expect(positionOf(1, 2, 3)).toBe(6);
    expect(rowsOf(0, 3)).toBe(0);
    expect(rowsOf(7, 3)).toBe(3);
  });
});

describe('rotation', () => {
  // a b c        d a        f e d
  // d e f   cw → e b   cw → c b a
  //              f c
  it('turns a 2×3 grid clockwise: (r, c) → (c, R − 1 − r), width 2', () => {
    const turned = turn({ width: 3, positions: [1, 2, 3, 4, 5, 6] }, 'clockwise');
    expect(turned.width).toBe(2);
    // a=(0,0)→(0,1)=2, b=(0,1)→(1,1)=4, c→(2,1)=6, d=(1,0)→(0,0)=1, e→(1,0)=3, f→(2,0)=5
    expect(turned.positions).toEqual([2, 4, 6, 1, 3, 5]);
    const half = turn(turned, 'clockwise');
    expect(half).toEqual({ width: 3, positions: [6, 5, 4, 3, 2, 1] });
  });

  it('turns a 2×3 grid counter-clockwise: (r, c) → (width − 1 − c, r)', () => {
    // a b c        c f
    // d e f  ccw → b e
    //              a d
    const turned = turn({ width: 3, positions: [1, 2, 3, 4, 5, 6] }, 'counterclockwise');
    expect(turned).toEqual({ width: 2, positions: [5, 3, 1, 6, 4, 2] });
  });

  it.each([
    ['a full grid', { width: 3, positions: [1, 2, 3, 4, 5, 6] }],
    ['a short last row and gaps', { width: 4, positions: [1, 3, 4, 6, 8, 10] }],
    ['one row', { width: 5, positions: [1, 2, 3, 4, 5] }],
    ['one column', { width: 2, positions: [1, 3, 5, 7] }],
  ])('comes back after four turns either way: %s', (_name, grid) => {
    for (const direction of ['clockwise', 'counterclockwise'] as const) {
      let turned = grid;
      for (let i = 0; i < 4; i++) turned = turn(turned, direction);
      expect(turned).toEqual(grid);
    }
  });

  it('drops empty columns at the right edge: they would be empty rows below the last plot', () => {
    const grid = { width: 5, positions: [1, 2, 6] }; // `a b . . .` / `c . . . .`
    const back = turn(turn(grid, 'clockwise'), 'counterclockwise');
    expect(back).toEqual({ width: 2, positions: [1, 2, 3] });
  });

  it('undoes a clockwise turn with a counter-clockwise one', () => {
    const grid = { width: 4, positions: [2, 4, 5, 7, 9] };
    expect(turn(turn(grid, 'clockwise'), 'counterclockwise')).toEqual(grid);
  });
});

describe('buildGrid', () => {
  it('fills full-length rows with nulls for gaps and the short last row', () => {
    const grid = buildGrid(
      [
        { ...cell(1), position: 1 },
        { ...cell(2), position: 3 },
        { ...cell(3), position: 5 },
      ],
      3,
    );
    expect(grid).toEqual([
      [cell(1), null, cell(2)],
      [null, cell(3), null],
    ]);
  });

  it('has no rows without plots', () => {
    expect(buildGrid([], 20)).toEqual([]);
  });

  it('never hides a plot sharing a position: it follows the last plot', () => {
    const grid = buildGrid(
      [
        { ...cell(1), position: 1 },
        { ...cell(2), position: 1 },
        { ...cell(3), position: 2 },
      ],
      2,
    );
    expect(grid).toEqual([
      [cell(1), cell(3)],
      [cell(2), null],
    ]);
  });
});
