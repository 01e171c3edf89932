import { describe, expect, it } from 'vitest';
import {
  cellAt,
  decodeBase64,
  firstMarkerAt,
  MAX_SCROLL_PX,
  scrollWidthOf,
  TILE_MARKERS,
  TILE_SAMPLES,
  tilesOf,
  visibleRange,
} from './matrix-view.ts';

const TOTAL = { samples: 2000, markers: 50_000 };

describe('the matrix view', () => {
  it('shows the cells of the view from the first scrolled cell, within the matrix', () => {
    const range = visibleRange(
      { sample: 10.5, marker: 49_990 },
      { width: 400, height: 200 },
      { width: 4, height: 5 },
      TOTAL,
    );
    expect(range).toEqual({ sampleFrom: 10, sampleTo: 51, markerFrom: 49_990, markerTo: 50_000 });
  });

  it('needs only the tiles under the view — never the whole matrix', () => {
    const range = visibleRange(
      { sample: 190, marker: 990 },
      { width: 1200, height: 700 },
      { width: 1, height: 2 },
      TOTAL,
    );
    const tiles = tilesOf(range);
    expect(tiles).toEqual([
      { sampleBlock: 0, markerBlock: 0 },
      { sampleBlock: 0, markerBlock: 1 },
      { sampleBlock: 0, markerBlock: 2 },
      { sampleBlock: 1, markerBlock: 0 },
      { sampleBlock: 1, markerBlock: 1 },
      { sampleBlock: 1, markerBlock: 2 },
      { sampleBlock: 2, markerBlock: 0 },
      { sampleBlock: 2, markerBlock: 1 },
      { sampleBlock: 2, markerBlock: 2 },
    ]);
    const cells = tiles.length * TILE_SAMPLES * TILE_MARKERS;
    expect(cells).toBeLessThan((TOTAL.samples * TOTAL.markers) / 10);
    expect(tilesOf({ sampleFrom: 0, sampleTo: 0, markerFrom: 0, markerTo: 5 })).toEqual([]);
  });

  it('finds the cell under the pointer, nothing outside the matrix', () => {
    const first = { sample: 100, marker: 2000 };
    const cell = { width: 8, height: 10 };
    expect(cellAt({ x: 17, y: 25 }, first, cell, TOTAL)).toEqual({ sample: 102, marker: 2002 });
    expect(cellAt({ x: -1, y: 5 }, first, cell, TOTAL)).toBeUndefined();
    expect(cellAt({ x: 0, y: 1e6 }, first, cell, TOTAL)).toBeUndefined();
  });

  it('maps a scroll bar capped by the browser proportionally onto the markers', () => {
    expect(scrollWidthOf(50_000, 24)).toBe(1_200_000);
    expect(firstMarkerAt(2400, 50_000, 24, 1000)).toBe(100);
    const huge = 2_000_000;
    expect(scrollWidthOf(huge, 24)).toBe(MAX_SCROLL_PX);
    expect(firstMarkerAt(MAX_SCROLL_PX - 1000, huge, 24, 1000)).toBeCloseTo(huge - 1000 / 24);
    expect(firstMarkerAt(0, huge, 24, 1000)).toBe(0);
  });

  it('decodes the base64 dosages of a window', () => {
    expect([...decodeBase64(btoa(String.fromCharCode(0, 1, 2, 3)))]).toEqual([0, 1, 2, 3]);
  });
});
