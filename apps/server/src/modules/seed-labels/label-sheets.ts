import type { LABEL_FORMATS } from '@plotline/contract/warehouse';

export type LabelFormat = (typeof LABEL_FORMATS)[number];

/** Points per millimetre (PDF user space: 72 points per inch). */
export const MM = 72 / 25.4;

/** One page layout: where each label of a sheet sits, in points from the top left. */
export type LabelSheet = {
  /** Page size. */
  page: [number, number];
  columns: number;
  rows: number;
  /** Label size. */
  width: number;
  height: number;
  /** Offset of the first label from the page's top left corner. */
  left: number;
  top: number;
  /** Distance between the left (top) edges of neighbouring labels. */
  pitchX: number;
  pitchY: number;
};

const A4: [number, number] = [210 * MM, 297 * MM];

/**
 * The label stocks we print on (decision 041): three common A4 self-adhesive sheets and a
 * 58 × 40 mm thermal roll (one label per page, as thermal printers expect).
 * - `a4-3x8`: 24 labels of 70 × 37 mm, edge to edge (Avery 3474 / L7159-like);
 * - `a4-2x7`: 14 labels of 99.1 × 38.1 mm (Avery L7163);
 * - `a4-4x10`: 40 labels of 48.5 × 25.4 mm (Avery 3657).
 */
export const LABEL_SHEETS: Record<LabelFormat, LabelSheet> = {
  'a4-3x8': sheet({ columns: 3, rows: 8, width: 70, height: 37, left: 0, top: 0.5, gapX: 0 }),
  'a4-2x7': sheet({
    columns: 2,
    rows: 7,
    width: 99.1,
    height: 38.1,
    left: 4.65,
    top: 15.15,
    gapX: 2.5,
  }),
  'a4-4x10': sheet({
    columns: 4,
    rows: 10,
    width: 48.5,
    height: 25.4,
    left: 8,
    top: 21.5,
    gapX: 0,
  }),
  'thermal-58x40': {
    page: [58 * MM, 40 * MM],
    columns: 1,
    rows: 1,
    width: 58 * MM,
    height: 40 * MM,
    left: 0,
    top: 0,
    pitchX: 58 * MM,
    pitchY: 40 * MM,
  },
};

function sheet(mm: {
  columns: number;
  rows: number;
  width: number;
  height: number;
  left: number;
  top: number;
  gapX: number;
}): LabelSheet {
  return {
    page: A4,
    columns: mm.columns,
    rows: mm.rows,
    width: mm.width * MM,
    height: mm.height * MM,
    left: mm.left * MM,
    top: mm.top * MM,
    pitchX: (mm.width + mm.gapX) * MM,
    pitchY: mm.height * MM,
  };
}

/** Labels one page holds. */
export function labelsPerPage(layout: LabelSheet): number {
  return layout.columns * layout.rows;
}

/** The top left corner of the `index`-th label of a page (row by row). */
export function labelOrigin(layout: LabelSheet, index: number): { x: number; y: number } {
  const column = index % layout.columns;
  const row = Math.floor(index / layout.columns);
  return { x: layout.left + column * layout.pitchX, y: layout.top + row * layout.pitchY };
}
