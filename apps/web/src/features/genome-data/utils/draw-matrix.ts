import type { MatrixMarker } from '@plotline/contract/genotype-matrices';
import { callRateColour, DOSAGE_RGBA, dosageIndex, frequencyColour } from './dosage-colours.ts';
import {
  type CellRange,
  MARKER_LABEL_MIN_WIDTH,
  SAMPLE_LABEL_MIN_HEIGHT,
  TILE_MARKERS,
  TILE_SAMPLES,
  tilesOf,
} from './matrix-view.ts';
import type { Tile, TileStore } from './tile-store.ts';

/** The browser's frame: sample names on the left, marker axis, names and strips on top. */
export const LABEL_WIDTH = 150;
export const AXIS_HEIGHT = 18;
export const NAMES_HEIGHT = 64;
export const STRIP_HEIGHT = 10;
export const HEADER_HEIGHT = AXIS_HEIGHT + NAMES_HEIGHT + 2 * STRIP_HEIGHT;

/** What one frame draws. */
export type Frame = {
  width: number;
  height: number;
  first: { sample: number; marker: number };
  cell: { width: number; height: number };
  range: CellRange;
  /** Texts of the frame's corner, in the interface language. */
  texts: { altFrequency: string; callRate: string };
  /** Positions written in the interface language. */
  formatNumber: (value: number) => string;
};

/** The frame's font at a size in pixels. */
const font = (size: number) => `${size}px system-ui, -apple-system, "Segoe UI", sans-serif`;
const MISSING_TILE = '#f3f3f3';

/** The calls of a tile at one pixel per call (made once, kept with the tile). */
function bitmapOf(tile: Tile): CanvasImageSource {
  if (tile.bitmap) return tile.bitmap;
  const width = Math.max(1, tile.markers.length);
  const height = Math.max(1, tile.samples.length);
  const canvas = document.createElement('canvas');
  canvas.width = width;
  canvas.height = height;
  const context = canvas.getContext('2d');
  if (context) {
    const image = context.createImageData(width, height);
    const pixels = new Uint32Array(image.data.buffer);
    const { dosages } = tile;
    for (let i = 0; i < pixels.length; i++) {
      pixels[i] = DOSAGE_RGBA[dosageIndex(dosages[i] ?? 3)] ?? 0;
    }
    context.putImageData(image, 0, 0);
  }
  tile.bitmap = canvas;
  return canvas;
}

/** The x of a marker's left edge, the y of a sample's top edge, in frame pixels. */
const xOf = (frame: Frame, marker: number) =>
  LABEL_WIDTH + (marker - frame.first.marker) * frame.cell.width;
const yOf = (frame: Frame, sample: number) =>
  HEADER_HEIGHT + (sample - frame.first.sample) * frame.cell.height;

/** Draws the cells of every tile present; absent tiles are light grey until they arrive. */
function drawCells(context: CanvasRenderingContext2D, frame: Frame, store: TileStore): number {
  let missing = 0;
  context.save();
  context.beginPath();
  context.rect(LABEL_WIDTH, HEADER_HEIGHT, frame.width - LABEL_WIDTH, frame.height - HEADER_HEIGHT);
  context.clip();
  context.imageSmoothingEnabled = false;
  const { range } = frame;
  for (const address of tilesOf(range)) {
    const s0 = address.sampleBlock * TILE_SAMPLES;
    const m0 = address.markerBlock * TILE_MARKERS;
    const sFrom = Math.max(range.sampleFrom, s0);
    const sTo = Math.min(range.sampleTo, s0 + TILE_SAMPLES);
    const mFrom = Math.max(range.markerFrom, m0);
    const mTo = Math.min(range.markerTo, m0 + TILE_MARKERS);
    const tile = store.get(address);
    const x = xOf(frame, mFrom);
    const y = yOf(frame, sFrom);
    const w = (mTo - mFrom) * frame.cell.width;
    const h = (sTo - sFrom) * frame.cell.height;
    if (!tile) {
      missing++;
      context.fillStyle = MISSING_TILE;
      context.fillRect(x, y, w, h);
      continue;
    }
    context.drawImage(bitmapOf(tile), mFrom - m0, sFrom - s0, mTo - mFrom, sTo - sFrom, x, y, w, h);
  }
  if (frame.cell.width >= 8 && frame.cell.height >= 8) {
    context.fillStyle = 'rgba(255,255,255,0.85)';
    for (let m = range.markerFrom; m <= range.markerTo; m++) {
      context.fillRect(xOf(frame, m) - 0.5, HEADER_HEIGHT, 1, frame.height);
    }
    for (let s = range.sampleFrom; s <= range.sampleTo; s++) {
      context.fillRect(LABEL_WIDTH, yOf(frame, s) - 0.5, frame.width, 1);
    }
  }
  context.restore();
  return missing;
}

/** The marker of a region index, from any tile of its block that is here. */
function markerAt(store: TileStore, frame: Frame, marker: number): MatrixMarker | undefined {
  const markerBlock = Math.floor(marker / TILE_MARKERS);
  const sampleBlock = Math.floor(frame.range.sampleFrom / TILE_SAMPLES);
  const tile = store.get({ sampleBlock, markerBlock });
  return tile?.markers[marker - markerBlock * TILE_MARKERS];
}

/** The top: chromosome changes and positions on the axis, names when wide, the two strips. */
function drawHeader(context: CanvasRenderingContext2D, frame: Frame, store: TileStore): void {
  context.save();
  context.beginPath();
  context.rect(LABEL_WIDTH, 0, frame.width - LABEL_WIDTH, HEADER_HEIGHT);
  context.clip();
  context.font = font(11);
  context.textBaseline = 'middle';
  const stripTop = AXIS_HEIGHT + NAMES_HEIGHT;
  const showNames = frame.cell.width >= MARKER_LABEL_MIN_WIDTH;
  let previous: MatrixMarker | undefined;
  let lastTickX = Number.NEGATIVE_INFINITY;
  let lastTickEnd = Number.NEGATIVE_INFINITY;
  const names: { x: number; name: string }[] = [];
  for (let m = frame.range.markerFrom; m < frame.range.markerTo; m++) {
    const marker = markerAt(store, frame, m);
    const x = xOf(frame, m);
    if (!marker) {
      previous = undefined;
      continue;
    }
    context.fillStyle = frequencyColour(marker.alt_freq);
    context.fillRect(x, stripTop, frame.cell.width, STRIP_HEIGHT);
    context.fillStyle = callRateColour(marker.call_rate);
    context.fillRect(x, stripTop + STRIP_HEIGHT, frame.cell.width, STRIP_HEIGHT);
    const newChromosome = previous !== undefined && previous.chr !== marker.chr;
    if (newChromosome) {
      context.fillStyle = '#333';
      context.fillRect(x - 0.5, 0, 1, AXIS_HEIGHT);
    }
    if (newChromosome || x - lastTickX >= 110 || previous === undefined) {
      // a position label never runs into the previous one
      if (x - lastTickEnd >= 8) {
        const label = `${marker.chr}:${frame.formatNumber(marker.pos)}`;
        context.fillStyle = '#555';
        context.fillRect(x, AXIS_HEIGHT - 4, 1, 4);
        context.fillText(label, x + 3, AXIS_HEIGHT / 2);
        lastTickX = x;
        lastTickEnd = x + 3 + context.measureText(label).width;
      }
    }
    if (showNames) names.push({ x: x + frame.cell.width / 2, name: marker.name.slice(0, 12) });
    previous = marker;
  }
  // the names stay in their own band, under the position axis
  context.beginPath();
  context.rect(LABEL_WIDTH, AXIS_HEIGHT, frame.width - LABEL_WIDTH, NAMES_HEIGHT);
  context.clip();
  context.fillStyle = '#222';
  for (const { x, name } of names) {
    context.save();
    context.translate(x, stripTop - 3);
    context.rotate(-Math.PI / 2);
    context.fillText(name, 0, 0);
    context.restore();
  }
  context.restore();
}

/** The left: sample names when rows are tall enough, and the strips' names. */
function drawSampleLabels(context: CanvasRenderingContext2D, frame: Frame, store: TileStore): void {
  context.save();
  context.font = font(9);
  context.textBaseline = 'middle';
  context.fillStyle = '#444';
  const stripTop = AXIS_HEIGHT + NAMES_HEIGHT;
  context.fillText(frame.texts.altFrequency, 6, stripTop + STRIP_HEIGHT / 2, LABEL_WIDTH - 12);
  context.fillText(frame.texts.callRate, 6, stripTop + STRIP_HEIGHT * 1.5, LABEL_WIDTH - 12);
  context.beginPath();
  context.rect(0, HEADER_HEIGHT, LABEL_WIDTH, frame.height - HEADER_HEIGHT);
  context.clip();
  if (frame.cell.height >= SAMPLE_LABEL_MIN_HEIGHT) {
    context.font = font(Math.min(12, frame.cell.height - 2));
    const markerBlock = Math.floor(frame.range.markerFrom / TILE_MARKERS);
    for (let s = frame.range.sampleFrom; s < frame.range.sampleTo; s++) {
      const sampleBlock = Math.floor(s / TILE_SAMPLES);
      const tile = store.get({ sampleBlock, markerBlock });
      const sample = tile?.samples[s - sampleBlock * TILE_SAMPLES];
      if (!sample) continue;
      const matched = sample.line_id !== null || sample.plot_id !== null;
      context.fillStyle = matched ? '#222' : '#a8071a';
      context.fillText(sample.name, 6, yOf(frame, s) + frame.cell.height / 2, LABEL_WIDTH - 12);
    }
  }
  context.restore();
}

/**
 * Draws one frame of the matrix browser into a context already scaled to CSS pixels.
 * @returns how many visible tiles are still missing
 */
export function drawMatrix(
  context: CanvasRenderingContext2D,
  frame: Frame,
  store: TileStore,
): number {
  context.clearRect(0, 0, frame.width, frame.height);
  context.fillStyle = '#fff';
  context.fillRect(0, 0, frame.width, frame.height);
  const missing = drawCells(context, frame, store);
  drawHeader(context, frame, store);
  drawSampleLabels(context, frame, store);
  context.fillStyle = '#d9d9d9';
  context.fillRect(0, HEADER_HEIGHT - 0.5, frame.width, 1);
  context.fillRect(LABEL_WIDTH - 0.5, 0, 1, frame.height);
  return missing;
}
