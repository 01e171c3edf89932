import { describe, expect, it } from 'vitest';
import type { TileAddress } from './matrix-view.ts';
import {
  lookUpCell,
  TILE_CACHE_SIZE,
  TILE_CONCURRENCY,
  type Tile,
  TileStore,
} from './tile-store.ts';

function fakeTile(address: TileAddress): Tile {
  return {
    samples: [
      {
        idx: address.sampleBlock * 200,
        name: 's',
        line_id: null,
        line_name: null,
        plot_id: null,
        plot_name: null,
      },
    ],
    markers: [
      {
        idx: 0,
        name: 'm',
        chr: '1',
        pos: 1,
        ref: 'A',
        alt: 'G',
        alt_freq: 0.5,
        call_rate: 1,
        mutation_id: null,
      },
    ],
    dosages: new Uint8Array([2]),
  };
}

/** A loader whose loads finish when the test says so. */
function manualLoader() {
  const calls: { tile: TileAddress; signal: AbortSignal; finish: () => void }[] = [];
  const load = (tile: TileAddress, signal: AbortSignal) =>
    new Promise<Tile>((resolve) => {
      calls.push({ tile, signal, finish: () => resolve(fakeTile(tile)) });
    });
  return { calls, load };
}

const at = (sampleBlock: number, markerBlock: number) => ({ sampleBlock, markerBlock });

describe('the tile store', () => {
  it('loads a few tiles at a time and drops what a later view no longer needs', async () => {
    const { calls, load } = manualLoader();
    let changes = 0;
    const store = new TileStore('m1', load, () => changes++);
    store.want([at(0, 0), at(0, 1), at(0, 2), at(0, 3), at(0, 4)]);
    expect(calls).toHaveLength(TILE_CONCURRENCY);
    // the view scrolled on: only tiles 2 and 9 are wanted now
    store.want([at(0, 2), at(0, 9)]);
    expect(calls[0]?.signal.aborted).toBe(true);
    expect(calls[2]?.signal.aborted).toBe(false);
    expect(calls.map((call) => call.tile.markerBlock)).toEqual([0, 1, 2, 9]);
    calls[2]?.finish();
    await Promise.resolve();
    await Promise.resolve();
    expect(changes).toBe(1);
    expect(store.get(at(0, 2))).toBeDefined();
    expect(lookUpCell(store, 0, 2000)?.tile.dosages[0]).toBe(2);
    expect(lookUpCell(store, 0, 0)).toBeUndefined();
  });

  it('keeps only the most recently used tiles', async () => {
    const load = async (tile: TileAddress) => fakeTile(tile);
    const store = new TileStore('m1', load, () => {});
    for (let m = 0; m < TILE_CACHE_SIZE + 5; m++) {
      store.want([at(0, m)]);
      await new Promise((resolve) => setTimeout(resolve, 0));
    }
    expect(store.get(at(0, 0))).toBeUndefined();
    expect(store.get(at(0, TILE_CACHE_SIZE + 4))).toBeDefined();
  });

  it('reports one failure of a run, not one per tile', async () => {
    const errors: unknown[] = [];
    const store = new TileStore(
      'm1',
      async () => Promise.reject(new Error('down')),
      (error) => {
        if (error) errors.push(error);
      },
    );
    store.want([at(0, 0), at(0, 1)]);
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(errors).toHaveLength(1);
    expect(store.pending).toBe(0);
  });
});
