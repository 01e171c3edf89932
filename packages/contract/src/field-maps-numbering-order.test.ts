import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  CORNERS,
  HORIZONTAL_DIRECTIONS,
  INWARD_DIRECTIONS,
  NUMBERING_ORDERS,
  NUMBERING_TYPES,
  type NumberingWalk,
  UpdatePlotLabelsBody,
  VERTICAL_DIRECTIONS,
} from './field-maps-numbering.ts';
import {
  type MapCell,
  type MapSize,
  makeLabels,
  orderCells,
} from './field-maps-numbering-order.ts';

/** A valid walk: any corner, type and order, with the corner's inward directions. */
const VALID_WALK = fc
  .record({
    start_position: fc.constantFrom(...CORNERS),
    numbering_type: fc.constantFrom(...NUMBERING_TYPES),
    order: fc.constantFrom(...NUMBERING_ORDERS),
  })
  .map(
    (walk): NumberingWalk => ({
      ...walk,
      horizontal_direction: INWARD_DIRECTIONS[walk.start_position].horizontal,
      vertical_direction: INWARD_DIRECTIONS[walk.start_position].vertical,
    }),
  );

/** Any combination of the five options, valid or not. */
const ANY_WALK = fc.record({
  start_position: fc.constantFrom(...CORNERS),
  numbering_type: fc.constantFrom(...NUMBERING_TYPES),
  order: fc.constantFrom(...NUMBERING_ORDERS),
  horizontal_direction: fc.constantFrom(...HORIZONTAL_DIRECTIONS),
  vertical_direction: fc.constantFrom(...VERTICAL_DIRECTIONS),
});
const isValid = (walk: NumberingWalk) => {
  const inward = INWARD_DIRECTIONS[walk.start_position];
  return (
    walk.horizontal_direction === inward.horizontal && walk.vertical_direction === inward.vertical
  );
};

const SIZE = fc.record({
  width: fc.integer({ min: 1, max: 9 }),
  rows: fc.integer({ min: 1, max: 9 }),
});

function allCells({ width, rows }: MapSize): MapCell[] {
  return Array.from({ length: width * rows }, (_, i) => ({
    row: Math.floor(i / width),
    column: i % width,
  }));
}

/** A map with some cells empty (possibly all but one, possibly none). */
const MAP_WITH_GAPS = SIZE.chain((size) =>
  fc
    .array(fc.boolean(), { minLength: size.width * size.rows, maxLength: size.width * size.rows })
    .map((occupied) => ({ size, cells: allCells(size).filter((_, i) => occupied[i]) })),
);

const key = (cell: MapCell) => `${cell.row}:${cell.column}`;

/**
 * Where a cell lies for the walk: its line (row for horizontal order, column for vertical),
 * counted from the corner, and its place along the line, counted from the corner's side.
 */
function coordinates(cell: MapCell, size: MapSize, walk: NumberingWalk) {
  const fromLeft = walk.horizontal_direction === 'right';
  const fromTop = walk.vertical_direction === 'down';
  const x = fromLeft ? cell.column : size.width - 1 - cell.column;
  const y = fromTop ? cell.row : size.rows - 1 - cell.row;
  return walk.order === 'horizontal' ? { line: y, along: x } : { line: x, along: y };
}

/** +1 when line `line` runs from the corner's side into the field, −1 when it runs back. */
function lineDirection(line: number, walk: NumberingWalk): 1 | -1 {
  return walk.numbering_type === 'snake' && line % 2 === 1 ? -1 : 1;
}

describe('orderCells: properties', () => {
  it('gives every occupied cell exactly one place, and distinct labels', () => {
    fc.assert(
      fc.property(MAP_WITH_GAPS, VALID_WALK, ({ size, cells }, walk) => {
        const ordered = orderCells(cells, size, walk);
        expect(ordered).toHaveLength(cells.length);
        expect(new Set(ordered.map(key))).toEqual(new Set(cells.map(key)));
        const labels = makeLabels(ordered.length, { prefix: 'P', start: 1, step: 1 });
        expect(new Set(labels).size).toBe(cells.length);
      }),
    );
  });

  it('on a full map, starts at the corner and steps to an adjacent cell by the asked rules', () => {
    fc.assert(
      fc.property(SIZE, VALID_WALK, (size, walk) => {
        const ordered = orderCells(allCells(size), size, walk);
        const lineLength = walk.order === 'horizontal' ? size.width : size.rows;
        const first = coordinates(ordered[0] as MapCell, size, walk);
        expect(first).toEqual({ line: 0, along: 0 });
        for (let i = 1; i < ordered.length; i++) {
          const a = coordinates(ordered[i - 1] as MapCell, size, walk);
          const b = coordinates(ordered[i] as MapCell, size, walk);
          if (a.line === b.line) {
            // along the line, one cell at a time, in this line's direction
            expect(b.along - a.along).toBe(lineDirection(a.line, walk));
          } else {
            // to the next line in the other direction, never skipping one
            expect(b.line).toBe(a.line + 1);
            const end = lineDirection(a.line, walk) === 1 ? lineLength - 1 : 0;
            expect(a.along).toBe(end);
            if (walk.numbering_type === 'snake') {
              expect(b.along).toBe(a.along); // the snake turns into the neighbouring cell
            } else {
              expect(b.along).toBe(0); // rows start again at the corner's side
            }
          }
        }
      }),
    );
  });

  it('with gaps, steps forward along the line or on to a later line, skipping only empty cells', () => {
    fc.assert(
      fc.property(MAP_WITH_GAPS, VALID_WALK, ({ size, cells }, walk) => {
        const ordered = orderCells(cells, size, walk).map((c) => coordinates(c, size, walk));
        const occupied = new Set(ordered.map((c) => `${c.line}:${c.along}`));
        const lineLength = walk.order === 'horizontal' ? size.width : size.rows;
        const isEmptyBetween = (line: number, from: number, to: number) => {
          for (let along = Math.min(from, to) + 1; along < Math.max(from, to); along++) {
            if (occupied.has(`${line}:${along}`)) return false;
          }
          return true;
        };
        for (let i = 1; i < ordered.length; i++) {
          const a = ordered[i - 1] as { line: number; along: number };
          const b = ordered[i] as { line: number; along: number };
          const direction = lineDirection(a.line, walk);
          if (a.line === b.line) {
            expect(Math.sign(b.along - a.along)).toBe(direction);
            expect(isEmptyBetween(a.line, a.along, b.along)).toBe(true);
          } else {
            expect(b.line).toBeGreaterThan(a.line);
            // a was the last occupied cell of its line, b the first of its line
            const aEnd = direction === 1 ? lineLength : -1;
            expect(isEmptyBetween(a.line, a.along, aEnd)).toBe(true);
            const bStart = lineDirection(b.line, walk) === 1 ? -1 : lineLength;
            expect(isEmptyBetween(b.line, bStart, b.along)).toBe(true);
            for (let line = a.line + 1; line < b.line; line++) {
              expect(isEmptyBetween(line, -1, lineLength)).toBe(true);
            }
          }
        }
      }),
    );
  });

  it('keeps the order of the full map when cells are empty (empty cells only lose their number)', () => {
    fc.assert(
      fc.property(MAP_WITH_GAPS, VALID_WALK, ({ size, cells }, walk) => {
        const occupied = new Set(cells.map(key));
        const full = orderCells(allCells(size), size, walk).filter((c) => occupied.has(key(c)));
        expect(orderCells(cells, size, walk).map(key)).toEqual(full.map(key));
      }),
    );
  });

  it('alternates the snake on every line and keeps rows in one direction', () => {
    fc.assert(
      fc.property(SIZE, VALID_WALK, (size, walk) => {
        const lineLength = walk.order === 'horizontal' ? size.width : size.rows;
        fc.pre(lineLength > 1);
        const ordered = orderCells(allCells(size), size, walk).map((c) =>
          coordinates(c, size, walk),
        );
        const directions: number[] = [];
        for (let i = 0; i < ordered.length; i += lineLength) {
          const line = ordered.slice(i, i + lineLength);
          expect(new Set(line.map((c) => c.line)).size).toBe(1);
          directions.push(Math.sign((line[1]?.along ?? 0) - (line[0]?.along ?? 0)));
        }
        directions.forEach((direction, line) => {
          const expected = walk.numbering_type === 'snake' && line % 2 === 1 ? -1 : 1;
          expect(direction).toBe(expected);
        });
      }),
    );
  });

  it('refuses every direction that leads away from the field from the corner', () => {
    fc.assert(
      fc.property(MAP_WITH_GAPS, ANY_WALK, ({ size, cells }, walk) => {
        if (isValid(walk)) {
          expect(() => orderCells(cells, size, walk)).not.toThrow();
        } else {
          expect(() => orderCells(cells, size, walk)).toThrow(RangeError);
        }
      }),
    );
  });

  it('refuses in the request schema too, naming each direction that leads away', () => {
    fc.assert(
      fc.property(ANY_WALK, (walk) => {
        const parsed = UpdatePlotLabelsBody.safeParse({
          field_id: 1,
          year_id: 1,
          numeration_start_number: 1,
          numeration_step: 1,
          ...walk,
        });
        expect(parsed.success).toBe(isValid(walk));
        if (!parsed.success) {
          const inward = INWARD_DIRECTIONS[walk.start_position];
          const expected = [
            ...(walk.horizontal_direction === inward.horizontal ? [] : ['horizontal_direction']),
            ...(walk.vertical_direction === inward.vertical ? [] : ['vertical_direction']),
          ];
          expect(parsed.error.issues.map((issue) => issue.path[0])).toEqual(expected);
        }
      }),
    );
  });

  it('refuses a cell outside the map', () => {
    const walk: NumberingWalk = {
      start_position: 'top_left',
      numbering_type: 'rows',
      order: 'horizontal',
      horizontal_direction: 'right',
      vertical_direction: 'down',
    };
    expect(() => orderCells([{ row: 2, column: 0 }], { width: 3, rows: 2 }, walk)).toThrow(
      RangeError,
    );
    expect(() => orderCells([{ row: 0, column: 3 }], { width: 3, rows: 2 }, walk)).toThrow(
      RangeError,
    );
  });
});

describe('makeLabels', () => {
  it('writes prefix + start + k × step, skipping labels other plots carry', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 0, max: 200 }),
        fc.string({ maxLength: 5 }),
        fc.integer({ min: 0, max: 1000 }),
        fc.integer({ min: 1, max: 7 }),
        fc.uniqueArray(fc.integer({ min: 0, max: 2000 })),
        (count, prefix, start, step, takenNumbers) => {
          const taken = new Set(takenNumbers.map((n) => `${prefix}${n}`));
          const labels = makeLabels(count, { prefix, start, step }, taken);
          expect(labels).toHaveLength(count);
          expect(new Set(labels).size).toBe(count);
          const numbers = labels.map((label) => Number(label.slice(prefix.length)));
          for (const [i, number] of numbers.entries()) {
            expect(taken.has(`${prefix}${number}`)).toBe(false);
            expect((number - start) % step).toBe(0);
            if (i > 0) expect(number).toBeGreaterThan(numbers[i - 1] as number);
          }
          // nothing free of the sequence is left out before the last label
          const last = numbers.at(-1) ?? start - step;
          for (let n = start; n <= last; n += step) {
            expect(taken.has(`${prefix}${n}`) || numbers.includes(n)).toBe(true);
          }
        },
      ),
    );
  });

  it('refuses a step below 1 and a negative start', () => {
    expect(() => makeLabels(2, { prefix: '', start: 1, step: 0 })).toThrow(RangeError);
    expect(() => makeLabels(2, { prefix: '', start: -1, step: 1 })).toThrow(RangeError);
  });
});

/**
 * The map as a breeder would read it: row by row from the top, the number each cell gets
 * (start 1, step 1), `.` for an empty cell.
 */
function numberedMap(
  size: MapSize,
  cells: MapCell[],
  walk: Omit<NumberingWalk, 'horizontal_direction' | 'vertical_direction'>,
) {
  const inward = INWARD_DIRECTIONS[walk.start_position];
  const full: NumberingWalk = {
    ...walk,
    horizontal_direction: inward.horizontal,
    vertical_direction: inward.vertical,
  };
  const numbers = new Map(orderCells(cells, size, full).map((cell, i) => [key(cell), i + 1]));
  return Array.from({ length: size.rows }, (_, row) =>
    Array.from({ length: size.width }, (_, column) =>
      String(numbers.get(key({ row, column })) ?? '.').padStart(2),
    ).join(' '),
  );
}

describe('orderCells: golden 3 × 4 maps', () => {
  const size = { width: 4, rows: 3 };
  const cells = allCells(size);

  it.each([
    ['top_left', 'rows', [' 1  2  3  4', ' 5  6  7  8', ' 9 10 11 12']],
    ['top_left', 'snake', [' 1  2  3  4', ' 8  7  6  5', ' 9 10 11 12']],
    ['top_right', 'rows', [' 4  3  2  1', ' 8  7  6  5', '12 11 10  9']],
    ['top_right', 'snake', [' 4  3  2  1', ' 5  6  7  8', '12 11 10  9']],
    ['bottom_left', 'rows', [' 9 10 11 12', ' 5  6  7  8', ' 1  2  3  4']],
    ['bottom_left', 'snake', [' 9 10 11 12', ' 8  7  6  5', ' 1  2  3  4']],
    ['bottom_right', 'rows', ['12 11 10  9', ' 8  7  6  5', ' 4  3  2  1']],
    ['bottom_right', 'snake', ['12 11 10  9', ' 5  6  7  8', ' 4  3  2  1']],
  ] as const)('%s, %s, horizontal', (start_position, numbering_type, expected) => {
    expect(
      numberedMap(size, cells, { start_position, numbering_type, order: 'horizontal' }),
    ).toEqual(expected);
  });

  it.each([
    ['top_left', 'rows', [' 1  4  7 10', ' 2  5  8 11', ' 3  6  9 12']],
    ['top_left', 'snake', [' 1  6  7 12', ' 2  5  8 11', ' 3  4  9 10']],
    ['top_right', 'rows', ['10  7  4  1', '11  8  5  2', '12  9  6  3']],
    ['top_right', 'snake', ['12  7  6  1', '11  8  5  2', '10  9  4  3']],
    ['bottom_left', 'rows', [' 3  6  9 12', ' 2  5  8 11', ' 1  4  7 10']],
    ['bottom_left', 'snake', [' 3  4  9 10', ' 2  5  8 11', ' 1  6  7 12']],
    ['bottom_right', 'rows', ['12  9  6  3', '11  8  5  2', '10  7  4  1']],
    ['bottom_right', 'snake', ['10  9  4  3', '11  8  5  2', '12  7  6  1']],
  ] as const)('%s, %s, vertical', (start_position, numbering_type, expected) => {
    expect(numberedMap(size, cells, { start_position, numbering_type, order: 'vertical' })).toEqual(
      expected,
    );
  });

  it('skips empty cells without changing the snake: bottom_left, snake, horizontal', () => {
    const gaps = cells.filter((c) => !['0:1', '1:3', '2:0', '2:2'].includes(key(c)));
    expect(
      numberedMap(size, gaps, {
        start_position: 'bottom_left',
        numbering_type: 'snake',
        order: 'horizontal',
      }),
    ).toEqual([' 6  .  7  8', ' 5  4  3  .', ' .  1  .  2']);
  });
});
