import type { FieldMap } from '@plotline/contract/field-maps-grid';
import {
  type Corner,
  type HorizontalDirection,
  INWARD_DIRECTIONS,
  NUMBERING_LABEL_MAX_LENGTH,
  type NumberingOrder,
  type NumberingType,
  type NumberingWalk,
  UpdatePlotLabelsBody,
  type VerticalDirection,
} from '@plotline/contract/field-maps-numbering';
import {
  type MapCell,
  type MapSize,
  makeLabels,
  orderCells,
} from '@plotline/contract/field-maps-numbering-order';
import type { z } from 'zod';

/**
 * The numbering preview (spec §4 "Plot numbering"): the labels `update_plot_labels/` would
 * write, computed from the map the page shows with the contract's own `orderCells` and
 * `makeLabels`, exactly as the server's number-plots.ts does.
 */

/** The request as the server reads it (prefix trimmed, `null` prefix → ''). */
export type NumberingRequest = z.output<typeof UpdatePlotLabelsBody>;

/** The numbering settings the preview needs: the walk and the label pattern. */
export type NumberingSettings = NumberingWalk &
  Pick<NumberingRequest, 'prefix' | 'numeration_start_number' | 'numeration_step'>;

/** The numbering form: its fields carry the request's keys, so server errors land on them. */
export type NumberingFormValues = {
  prefix: string;
  numeration_start_number: number | null;
  numeration_step: number | null;
  start_position: Corner;
  order: NumberingOrder;
  numbering_type: NumberingType;
  horizontal_direction: HorizontalDirection;
  vertical_direction: VerticalDirection;
};

/** The form's first values: no prefix, 1, 2, 3… from the top left corner, row by row. */
export const NUMBERING_FORM_DEFAULTS: NumberingFormValues = {
  prefix: '',
  numeration_start_number: 1,
  numeration_step: 1,
  start_position: 'top_left',
  order: 'horizontal',
  numbering_type: 'rows',
  horizontal_direction: INWARD_DIRECTIONS.top_left.horizontal,
  vertical_direction: INWARD_DIRECTIONS.top_left.vertical,
};

/** Rows and columns of the map drawn at most, counted from the corner the count starts at. */
export const PREVIEW_WINDOW = 12;

/** A plot in the drawn part of the map and the label it will carry. */
export type PreviewCell = MapCell & {
  plotId: number;
  /** The plot's label after numbering: its own, or the new one. */
  label: string;
  /** True when numbering gives this plot its label now. */
  isNew: boolean;
};

/** The drawn part of the map: `rows` × `columns` places from (`row`, `column`). */
export type PreviewWindow = MapCell & { rows: number; columns: number };

export type NumberingPreview = {
  size: MapSize;
  window: PreviewWindow;
  /** Every plot inside the window. */
  cells: PreviewCell[];
  /**
   * The walk inside the window: runs of newly numbered plots whose numbers follow one another
   * (k, k + 1, …), in numbering order; the walk leaves the window between two runs.
   */
  paths: MapCell[][];
  /** Plots on the whole map, and how many of them numbering labels now. */
  total: number;
  count: number;
  first: string | undefined;
  last: string | undefined;
  /** The first new label longer than a plot label may be (the server refuses the request). */
  tooLong: string | undefined;
};

/**
 * Reads the form's values as the server would, adding the field-year.
 * @returns the request, or null while a value is missing or breaks a rule
 */
export function parseNumberingRequest(
  values: Record<string, unknown> | undefined,
  fieldId: number,
  yearId: number,
): NumberingRequest | null {
  const parsed = UpdatePlotLabelsBody.safeParse({ ...values, field_id: fieldId, year_id: yearId });
  return parsed.success ? parsed.data : null;
}

/** How many plots the map holds, and how many of them have no label yet. */
export function countPlots(map: FieldMap): { total: number; unlabelled: number } {
  let total = 0;
  let unlabelled = 0;
  for (const row of map.location_of_plots) {
    for (const cell of row) {
      if (cell === null) continue;
      total += 1;
      if (cell.plot_label === null) unlabelled += 1;
    }
  }
  return { total, unlabelled };
}

/** Why numbering cannot be sent (spec §8): no plots, all already numbered, a label too long. */
export type NumberingBlock = 'noPlots' | 'allNumbered' | 'tooLong';

/** What stops the request, if anything: the server would refuse it for the same reason. */
export function findNumberingBlock(
  plots: { total: number; unlabelled: number },
  preview: NumberingPreview | null,
): NumberingBlock | null {
  if (plots.total === 0) return 'noPlots';
  if (plots.unlabelled === 0) return 'allNumbered';
  return preview?.tooLong === undefined ? null : 'tooLong';
}

/** The map's size: every row is `max_length_per_list` long (a longer row widens it). */
function sizeOf(map: FieldMap): MapSize {
  const longest = Math.max(0, ...map.location_of_plots.map((row) => row.length));
  return { width: Math.max(map.max_length_per_list, longest), rows: map.location_of_plots.length };
}

/** The `limit` × `limit` corner of the map where the count starts (the whole map if smaller). */
function windowOf(size: MapSize, walk: NumberingWalk, limit: number): PreviewWindow {
  const { horizontal, vertical } = INWARD_DIRECTIONS[walk.start_position];
  const rows = Math.min(limit, size.rows);
  const columns = Math.min(limit, size.width);
  return {
    row: vertical === 'down' ? 0 : size.rows - rows,
    column: horizontal === 'right' ? 0 : size.width - columns,
    rows,
    columns,
  };
}

function isInWindow(cell: MapCell, window: PreviewWindow): boolean {
  return (
    cell.row >= window.row &&
    cell.row < window.row + window.rows &&
    cell.column >= window.column &&
    cell.column < window.column + window.columns
  );
}

/** Cuts the numbering order into runs of consecutive numbers that lie inside the window. */
function pathsInWindow(ordered: readonly MapCell[], window: PreviewWindow): MapCell[][] {
  const paths: MapCell[][] = [];
  let current: MapCell[] | null = null;
  for (const cell of ordered) {
    if (!isInWindow(cell, window)) {
      current = null;
      continue;
    }
    if (current === null) {
      current = [];
      paths.push(current);
    }
    current.push({ row: cell.row, column: cell.column });
  }
  return paths;
}

/**
 * What numbering `map` with `settings` would do: only plots without a label are numbered, in
 * the walk's order, with the first labels `prefix + (start + k × step)` no plot carries yet.
 * O(n log n) in the plots of the map; the drawn window holds at most `limit`² places.
 */
export function computeNumberingPreview(
  map: FieldMap,
  settings: NumberingSettings,
  limit = PREVIEW_WINDOW,
): NumberingPreview {
  const size = sizeOf(map);
  const plots = map.location_of_plots.flatMap((row, rowIndex) =>
    row.flatMap((cell, column) => (cell === null ? [] : [{ ...cell, row: rowIndex, column }])),
  );
  const taken = new Set(
    plots.flatMap((plot) => (plot.plot_label === null ? [] : [plot.plot_label])),
  );
  const ordered = orderCells(
    plots.filter((plot) => plot.plot_label === null),
    size,
    settings,
  );
  const labels = makeLabels(
    ordered.length,
    {
      prefix: settings.prefix,
      start: settings.numeration_start_number,
      step: settings.numeration_step,
    },
    taken,
  );
  const newLabels = new Map(ordered.map((plot, i) => [plot.plot_id, labels[i] ?? '']));
  const window = windowOf(size, settings, limit);
  const cells = plots
    .filter((plot) => isInWindow(plot, window))
    .map((plot) => ({
      row: plot.row,
      column: plot.column,
      plotId: plot.plot_id,
      label: plot.plot_label ?? newLabels.get(plot.plot_id) ?? '',
      isNew: plot.plot_label === null,
    }));
  return {
    size,
    window,
    cells,
    paths: pathsInWindow(ordered, window),
    total: plots.length,
    count: ordered.length,
    first: labels[0],
    last: labels.at(-1),
    tooLong: labels.find((label) => label.length > NUMBERING_LABEL_MAX_LENGTH),
  };
}
