import { useEffect, useMemo, useRef } from 'react';
import { getMatrixWindow, type MatrixRegion } from '../api/get-matrix-window.ts';
import { decodeBase64, TILE_MARKERS, TILE_SAMPLES } from '../utils/matrix-view.ts';
import { TileStore } from '../utils/tile-store.ts';

/**
 * The tile cache of one matrix region, fetching windows of TILE_SAMPLES × TILE_MARKERS from
 * the server; a new region starts a new cache. `onChange` runs when a tile arrives (or the
 * first of a run of failures, with its error).
 */
export function useTileStore(
  matrixId: number,
  region: MatrixRegion,
  onChange: (error?: unknown) => void,
): TileStore {
  const changed = useRef(onChange);
  changed.current = onChange;
  const { chr, start, end } = region;
  const store = useMemo(
    () =>
      new TileStore(
        `${matrixId}|${chr ?? ''}|${start ?? ''}|${end ?? ''}`,
        async (tile, signal) => {
          const window = await getMatrixWindow(
            matrixId,
            {
              sample_offset: tile.sampleBlock * TILE_SAMPLES,
              sample_limit: TILE_SAMPLES,
              marker_offset: tile.markerBlock * TILE_MARKERS,
              marker_limit: TILE_MARKERS,
              chr,
              start: chr ? start : undefined,
              end: chr ? end : undefined,
            },
            signal,
          );
          return {
            samples: window.samples,
            markers: window.markers,
            dosages: decodeBase64(window.dosages),
          };
        },
        (error) => changed.current(error),
      ),
    [matrixId, chr, start, end],
  );
  useEffect(() => () => store.dispose(), [store]);
  return store;
}
