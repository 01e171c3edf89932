/**
 * The matrix browser's geometry (pure): cell sizes of each zoom level, the tiles a scrolled
 * view needs, and the cell under the pointer. Samples are rows, markers columns; marker
 * indices count from the first marker of the chosen region.
 */

/** Samples × markers of one fetched tile (the window route allows 200 × 2,000). */
export const TILE_SAMPLES = 200;
export const TILE_MARKERS = 1000;

/** Cell width × height (CSS pixels) of each zoom level, smallest first. */
export const ZOOM_LEVELS: readonly { width: number; height: number }[] = [
  { width: 1, height: 2 },
  { width: 2, height: 3 },
  { width: 3, height: 4 },
  { width: 4, height: 5 },
  { width: 6, height: 8 },
  { width: 8, height: 10 },
  { width: 12, height: 14 },
  { width: 16, height: 16 },
  { width: 24, height: 18 },
];
export const DEFAULT_ZOOM = 6;

/** Sample names are written from this row height up, marker names from this cell width up. */
export const SAMPLE_LABEL_MIN_HEIGHT = 10;
export const MARKER_LABEL_MIN_WIDTH = 12;

/** Browsers stop scrolling past ~33 million pixels: wider content is scaled down to this. */
export const MAX_SCROLL_PX = 30_000_000;

/** A tile: block `sampleBlock` of TILE_SAMPLES samples × block `markerBlock` of TILE_MARKERS markers. */
export type TileAddress = { sampleBlock: number; markerBlock: number };

/** Visible range of cells: samples [sampleFrom, sampleTo) × markers [markerFrom, markerTo). */
export type CellRange = {
  sampleFrom: number;
  sampleTo: number;
  markerFrom: number;
  markerTo: number;
};

/** The scroll width of `markers` columns of `cellWidth` pixels (capped at MAX_SCROLL_PX). */
export function scrollWidthOf(markers: number, cellWidth: number): number {
  return Math.min(MAX_SCROLL_PX, markers * cellWidth);
}

/**
 * The first marker shown at `scrollLeft`: content wider than MAX_SCROLL_PX maps the scroll
 * bar's range proportionally onto the markers.
 */
export function firstMarkerAt(
  scrollLeft: number,
  markers: number,
  cellWidth: number,
  viewWidth: number,
): number {
  const full = markers * cellWidth;
  if (full <= MAX_SCROLL_PX) return scrollLeft / cellWidth;
  const scrollRange = Math.max(1, MAX_SCROLL_PX - viewWidth);
  const markerRange = Math.max(0, markers - viewWidth / cellWidth);
  return (Math.min(scrollLeft, scrollRange) / scrollRange) * markerRange;
}

/** The cells a view of `width` × `height` pixels shows from the fractional first cell. */
export function visibleRange(
  first: { sample: number; marker: number },
  size: { width: number; height: number },
  cell: { width: number; height: number },
  total: { samples: number; markers: number },
): CellRange {
  const sampleFrom = Math.max(0, Math.floor(first.sample));
  const markerFrom = Math.max(0, Math.floor(first.marker));
  return {
    sampleFrom,
    sampleTo: Math.min(total.samples, Math.ceil(first.sample + size.height / cell.height)),
    markerFrom,
    markerTo: Math.min(total.markers, Math.ceil(first.marker + size.width / cell.width)),
  };
}

/** The tiles holding every cell of `range`, row by row. */
export function tilesOf(range: CellRange): TileAddress[] {
  const tiles: TileAddress[] = [];
  if (range.sampleTo <= range.sampleFrom || range.markerTo <= range.markerFrom) return tiles;
  const lastSample = Math.floor((range.sampleTo - 1) / TILE_SAMPLES);
  const lastMarker = Math.floor((range.markerTo - 1) / TILE_MARKERS);
  for (let s = Math.floor(range.sampleFrom / TILE_SAMPLES); s <= lastSample; s++) {
    for (let m = Math.floor(range.markerFrom / TILE_MARKERS); m <= lastMarker; m++) {
      tiles.push({ sampleBlock: s, markerBlock: m });
    }
  }
  return tiles;
}

/** The cache key of a tile of a matrix's region. */
export function tileKey(scope: string, tile: TileAddress): string {
  return `${scope}|${tile.sampleBlock}|${tile.markerBlock}`;
}

/**
 * The cell under a point of the cells' area (pixels from its top-left), or undefined
 * outside the matrix.
 */
export function cellAt(
  point: { x: number; y: number },
  first: { sample: number; marker: number },
  cell: { width: number; height: number },
  total: { samples: number; markers: number },
): { sample: number; marker: number } | undefined {
  if (point.x < 0 || point.y < 0) return undefined;
  const sample = Math.floor(first.sample + point.y / cell.height);
  const marker = Math.floor(first.marker + point.x / cell.width);
  if (sample >= total.samples || marker >= total.markers) return undefined;
  return { sample, marker };
}

/** Bytes of a base64 text (the window's dosages). */
export function decodeBase64(text: string): Uint8Array {
  const binary = atob(text);
  const bytes = new Uint8Array(binary.length);
  for (let i = 0; i < binary.length; i++) bytes[i] = binary.charCodeAt(i);
  return bytes;
}
