import type { MatrixMarker, MatrixSample } from '@plotline/contract/genotype-matrices';
import { TILE_MARKERS, TILE_SAMPLES, type TileAddress, tileKey } from './matrix-view.ts';

/** A fetched tile: its samples, markers and calls (sample-major, one byte each). */
export type Tile = {
  samples: MatrixSample[];
  markers: MatrixMarker[];
  dosages: Uint8Array;
  /** The calls drawn at one pixel per call (made on first draw, kept with the tile). */
  bitmap?: CanvasImageSource;
};

export type TileLoader = (tile: TileAddress, signal: AbortSignal) => Promise<Tile>;

/** Tiles kept (a tile of 200 × 1,000 calls is ~1 MB with its bitmap). */
export const TILE_CACHE_SIZE = 40;
/** Windows asked of the server at once. */
export const TILE_CONCURRENCY = 3;

/**
 * The browser's small cache of tiles of one matrix region: keeps the last TILE_CACHE_SIZE
 * used, loads at most TILE_CONCURRENCY at a time, and drops queued loads the view no longer
 * needs (a fast scroll asks only for where it stops). `onChange` runs when a tile arrives.
 */
export class TileStore {
  private readonly tiles = new Map<string, Tile>();
  private readonly loading = new Map<string, AbortController>();
  private queue: TileAddress[] = [];
  private failed = 0;

  constructor(
    private readonly scope: string,
    private readonly load: TileLoader,
    private readonly onChange: (error?: unknown) => void,
  ) {}

  /** The tile if it is here (and marks it recently used). */
  get(tile: TileAddress): Tile | undefined {
    const key = tileKey(this.scope, tile);
    const found = this.tiles.get(key);
    if (found) {
      this.tiles.delete(key);
      this.tiles.set(key, found);
    }
    return found;
  }

  /** Asks for the tiles of the view: the missing ones are queued, older queued ones dropped. */
  want(tiles: TileAddress[]): void {
    const wanted = new Set(tiles.map((tile) => tileKey(this.scope, tile)));
    for (const [key, controller] of this.loading) {
      if (!wanted.has(key)) {
        controller.abort();
        this.loading.delete(key);
      }
    }
    this.queue = tiles.filter((tile) => {
      const key = tileKey(this.scope, tile);
      return !this.tiles.has(key) && !this.loading.has(key);
    });
    this.pump();
  }

  /** The tiles being fetched now. */
  get pending(): number {
    return this.loading.size + this.queue.length;
  }

  /** Stops every load (the view went away). */
  dispose(): void {
    for (const controller of this.loading.values()) controller.abort();
    this.loading.clear();
    this.queue = [];
  }

  private pump(): void {
    while (this.loading.size < TILE_CONCURRENCY && this.queue.length > 0) {
      const tile = this.queue.shift() as TileAddress;
      const key = tileKey(this.scope, tile);
      const controller = new AbortController();
      this.loading.set(key, controller);
      this.load(tile, controller.signal).then(
        (loaded) => {
          if (this.loading.get(key) !== controller) return;
          this.loading.delete(key);
          this.failed = 0;
          this.tiles.set(key, loaded);
          while (this.tiles.size > TILE_CACHE_SIZE) {
            const oldest = this.tiles.keys().next().value as string;
            this.tiles.delete(oldest);
          }
          this.onChange();
          this.pump();
        },
        (error: unknown) => {
          if (this.loading.get(key) !== controller) return;
          this.loading.delete(key);
          this.failed++;
          // one report per failure run, not one per tile
          if (this.failed === 1) this.onChange(error);
          this.pump();
        },
      );
    }
  }
}

/** Where a cell of the region is inside its tile, or undefined when the tile is not here. */
export function lookUpCell(
  store: TileStore,
  sample: number,
  marker: number,
): { tile: Tile; row: number; column: number } | undefined {
  const tile = store.get({
    sampleBlock: Math.floor(sample / TILE_SAMPLES),
    markerBlock: Math.floor(marker / TILE_MARKERS),
  });
  if (!tile) return undefined;
  const row = sample % TILE_SAMPLES;
  const column = marker % TILE_MARKERS;
  if (row >= tile.samples.length || column >= tile.markers.length) return undefined;
  return { tile, row, column };
}
