import {
  findDirectionsAway,
  INWARD_DIRECTIONS,
  type NumberingWalk,
} from './field-maps-numbering.ts';

/** A cell of the field map: 0-based row (top to bottom) and column (left to right). */
export type MapCell = { row: number; column: number };

/** The map's size: `width` columns and `rows` rows. */
export type MapSize = { width: number; rows: number };

/**
 * The cells in numbering order (spec §4 "Plot numbering"). The count starts at
 * `start_position`; `order` says which way it runs first — `horizontal`: along a row, then
 * to the next row in `vertical_direction`; `vertical`: along a column, then to the next
 * column in `horizontal_direction`. Along a line it goes the corner's way into the field
 * (`rows`), or alternates on every line of the map (`snake`: line 0 into the field, line 1
 * back, …). Alternation counts lines of the map, occupied or not, so a cell's place in the
 * walk never depends on which other cells are empty; empty cells are simply not in `cells`.
 *
 * O(n log n) in the number of cells, whatever the size of the map.
 * @param cells the occupied cells, each inside the map; any object carrying row and column
 * @returns the same objects, reordered
 * @throws RangeError a direction leads away from the field from the corner, or a cell lies
 *   outside the map
 */
export function orderCells<T extends MapCell>(
  cells: readonly T[],
  size: MapSize,
  walk: NumberingWalk,
): T[] {
  const away = findDirectionsAway(walk);
  if (away.length > 0) {
    throw new RangeError(
      `${away.join(', ')} leads away from the field from ${walk.start_position}`,
    );
  }
  const keyOf = walkKey(size, walk);
  const keyed = cells.map((cell) => {
    if (!isInside(cell, size)) {
      throw new RangeError(`cell ${cell.row},${cell.column} is outside the map`);
    }
    return { cell, key: keyOf(cell) };
  });
  keyed.sort((a, b) => a.key - b.key);
  return keyed.map((entry) => entry.cell);
}

/**
 * A cell's rank in the walk over the whole map: line index × line length + place along the
 * line, both counted from the corner. Distinct cells get distinct ranks.
 */
function walkKey(size: MapSize, walk: NumberingWalk): (cell: MapCell) => number {
  const { horizontal, vertical } = INWARD_DIRECTIONS[walk.start_position];
  // Distance from the corner's column (row) towards the inside of the field.
  const across = (column: number) => (horizontal === 'right' ? column : size.width - 1 - column);
  const down = (row: number) => (vertical === 'down' ? row : size.rows - 1 - row);
  const horizontalFirst = walk.order === 'horizontal';
  const lineLength = horizontalFirst ? size.width : size.rows;
  return (cell) => {
    const line = horizontalFirst ? down(cell.row) : across(cell.column);
    const along = horizontalFirst ? across(cell.column) : down(cell.row);
    const back = walk.numbering_type === 'snake' && line % 2 === 1;
    return line * lineLength + (back ? lineLength - 1 - along : along);
  };
}

function isInside(cell: MapCell, size: MapSize): boolean {
  return (
    Number.isInteger(cell.row) &&
    Number.isInteger(cell.column) &&
    cell.row >= 0 &&
    cell.row < size.rows &&
    cell.column >= 0 &&
    cell.column < size.width
  );
}

/** How labels are written: `prefix + (start + k × step)`. */
export type LabelPattern = { prefix: string; start: number; step: number };

/**
 * `count` labels `prefix + (start + k × step)` for k = 0, 1, …, leaving out every label in
 * `taken` (labels other plots already carry), so the result and `taken` never share a label.
 * With `step ≥ 1` the labels are distinct and their numbers increase.
 * @throws RangeError step < 1 or a start that is not a whole number ≥ 0
 */
export function makeLabels(
  count: number,
  pattern: LabelPattern,
  taken: ReadonlySet<string> = new Set(),
): string[] {
  const { prefix, start, step } = pattern;
  if (!Number.isInteger(step) || step < 1) throw new RangeError('step must be a whole number ≥ 1');
  if (!Number.isInteger(start) || start < 0) throw new RangeError('start must be ≥ 0');
  const labels: string[] = [];
  for (let number = start; labels.length < count; number += step) {
    const label = `${prefix}${number}`;
    if (!taken.has(label)) labels.push(label);
  }
  return labels;
}
