import { columnLetter } from '../../platform/excel/cell-value.ts';
import type { ProblemList } from '../../platform/excel/problem-list.ts';
import { plotNameOfCell, positionOfCell } from './map-file-layout.ts';
import type { MapFileCell } from './read-map-file.ts';

/** A plot of the season the file is matched against. */
export type SeasonPlot = { id: number; name: string };

/** Where a plot goes: its id and new position. */
export type PlotPlacement = { id: number; position: number };

/**
 * Matches the file's filled places to the season's plots (decision 019). A cell holding the
 * exact name of a plot of the season is that plot; any other text must follow the pattern
 * `<name>/<repetition>` and then name a plot of the season. Every plot must stand on the
 * map exactly once. Problems go to `problems` (by row and column; a missing plot has none).
 * @param plots the season's plots; undefined when the season is unknown, then only the
 *   cells' pattern is checked
 * @param width the map's width: cell (row r, column c) of the grid takes position r × width + c + 1
 * @returns the placement of every matched plot (complete only when no problem was added)
 */
export function matchMapCells(
  cells: readonly MapFileCell[],
  plots: readonly SeasonPlot[] | undefined,
  width: number,
  problems: ProblemList,
): PlotPlacement[] {
  const byName = new Map((plots ?? []).map((plot) => [plot.name, plot]));
  const placedAt = new Map<number, MapFileCell>();
  const placements: PlotPlacement[] = [];
  for (const cell of cells) {
    const name = byName.has(cell.text) ? cell.text : plotNameOfCell(cell.text);
    if (name === undefined) {
      problems.add(cell.row, cell.column, 'fieldMaps.filePattern', { value: cell.text });
      continue;
    }
    if (!plots) continue;
    const plot = byName.get(name);
    if (!plot) {
      problems.add(cell.row, cell.column, 'fieldMaps.fileUnknownPlot', { plot: name });
      continue;
    }
    const first = placedAt.get(plot.id);
    if (first) {
      problems.add(cell.row, cell.column, 'fieldMaps.filePlotTwice', {
        plot: plot.name,
        row: first.row,
        column: columnLetter(first.column),
      });
      continue;
    }
    placedAt.set(plot.id, cell);
    placements.push({ id: plot.id, position: positionOfCell(cell, width) });
  }
  for (const plot of plots ?? []) {
    if (!placedAt.has(plot.id)) {
      problems.add(null, null, 'fieldMaps.filePlotMissing', { plot: plot.name });
    }
  }
  return placements;
}

/**
 * The map's width for the file: its widest row (the last filled column of any grid row), at
 * least `Ширина карты` when given, at least 2 (the narrowest map).
 */
export function widthOfMapFile(
  cells: readonly MapFileCell[],
  minWidth: number | null,
  narrowest: number,
): number {
  let widest = 0;
  for (const cell of cells) widest = Math.max(widest, cell.column);
  return Math.max(widest, minWidth ?? 0, narrowest);
}
